import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, sessionHandlers } from '../../test/render';
import { Footer } from './footer';

describe('Footer', () => {
  it('dates the copyright line with the current year', async () => {
    mockApi(sessionHandlers(null));
    await renderApp(<Footer />);
    expect(
      await screen.findByText(`© ${new Date().getFullYear()} Inkprint. All rights reserved.`),
    ).toBeTruthy();
  });
});
