import { formatDateTime } from '@shop/domain/primitives';
import type { ConsoleReturnStep } from '@shop/domain/returns';
import { useReturnLabels } from '../lib/return-labels';

/** A return's steps, oldest first: each status, when and by which account (the shop's steps), and the note the shopper was given. */
export function ReturnSteps({ steps }: { steps: readonly ConsoleReturnStep[] }) {
  const labels = useReturnLabels();
  return (
    <ol className="flex flex-col gap-3 border-coffee-200 border-l-2 pl-4" data-testid="return-steps">
      {steps.map((step) => (
        <li key={`${step.status}-${step.at}`}>
          <p className="font-semibold text-sm">
            {labels.status[step.status]}{' '}
            <span className="font-normal text-coffee-700">
              · {formatDateTime(step.at)}
              {step.by && step.status !== 'new' ? ` · ${step.by}` : ''}
            </span>
          </p>
          {step.note ? <p className="whitespace-pre-line break-words text-sm">{step.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
