import { render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a button by default, of type button, disabled and busy while busy', () => {
    render(<Button busy>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('with asChild styles its link child and stays a link', () => {
    render(
      <MemoryRouter>
        <Button asChild variant="secondary" size="lg" className="mt-4">
          <Link to="/register" className="w-full">
            Sign up
          </Link>
        </Button>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(link.className).toContain('px-5');
    expect(link.className).toContain('border-gray-300');
    expect(link.className).toContain('mt-4');
    expect(link.className).toContain('w-full');
  });
});
