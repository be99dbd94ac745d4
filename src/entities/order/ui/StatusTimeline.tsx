import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import { ORDER_STEPS, type OrderStatus } from '../model';
import { statusKey } from '../orderText';
import { Dot, Step, Steps } from './StatusTimeline.styles';

type StepState = 'done' | 'current' | 'upcoming' | 'cancelled';

/** The steps to draw: the four of a running order, or where it stopped and 'cancelled'. */
function stepsOf(status: OrderStatus): Array<{ status: OrderStatus; state: StepState }> {
  if (status === 'cancelled') {
    return [
      { status: 'pending', state: 'done' },
      { status: 'cancelled', state: 'cancelled' },
    ];
  }
  const reached = ORDER_STEPS.indexOf(status);
  return ORDER_STEPS.map((step, index) => ({
    status: step,
    state: index < reached ? 'done' : index === reached ? 'current' : 'upcoming',
  }));
}

/**
 * Issue 9 item 8: pending → confirmed → shipped → delivered (or cancelled), as an ordered list; the
 * reached step is aria-current="step" and every step says in words whether it is done.
 */
export function StatusTimeline({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Steps aria-label={t('order_timeline_label')}>
      {stepsOf(status).map((step) => {
        const isCurrent = step.state === 'current' || step.state === 'cancelled';
        return (
          <Step key={step.status} $state={step.state} aria-current={isCurrent ? 'step' : undefined}>
            <Dot $state={step.state} aria-hidden="true" />
            <span>{t(statusKey(step.status))}</span>
            {step.state === 'done' && (
              <VisuallyHidden>{` (${t('order_step_done')})`}</VisuallyHidden>
            )}
            {isCurrent && <VisuallyHidden>{` (${t('order_step_current')})`}</VisuallyHidden>}
          </Step>
        );
      })}
    </Steps>
  );
}
