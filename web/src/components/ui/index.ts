// The small design system every screen builds on.
export { Alert, type AlertTone } from './alert';
export { Button, type ButtonVariant, buttonClass } from './button';
export { Card } from './card';
export { cn } from './cn';
export { Field, Input, inputClass } from './field';
export { ProgressBar, type ProgressTone } from './progress-bar';
export { Spinner } from './spinner';
export { Tabs } from './tabs';
