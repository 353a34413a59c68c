// A numbered list of steps, each with a title and a line of text (how it works, what to do first).
export function NumberedSteps({ steps }: { steps: { title: string; text: string }[] }) {
  return (
    <ol className="mt-4 space-y-4">
      {steps.map((step, i) => (
        <li key={step.title} className="flex gap-3">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-ink-50 text-sm font-bold text-ink-700 dark:bg-charcoal-700 dark:text-ink-200"
          >
            {i + 1}
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold">{step.title}</h3>
            <p className="mt-0.5 text-sm text-gray-700 dark:text-gray-300">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
