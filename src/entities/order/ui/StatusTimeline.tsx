import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/hooks/useLanguage';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import { ORDER_STEPS, type OrderStatus, type OrderStatusStep } from '../model';
import { orderDate, statusKey } from '../orderText';
import { Dot, Step, StepDate, Steps } from './StatusTimeline.styles';

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

/** When each status was last reached (a status reached twice shows its latest date). */
function reachedAt(history: readonly OrderStatusStep[]): Map<OrderStatus, string> {
  return new Map(history.map((step) => [step.status, step.at]));
}

/**
 * pending → confirmed → shipped → delivered (or cancelled), as an ordered list; the reached step is
 * aria-current="step", every step says in words whether it is done, and a step reached shows its
 * date (page language, Latin digits like prices) when the server sent the order's history.
 */
export function StatusTimeline({
  status,
  history = [],
}: {
  status: OrderStatus;
  history?: readonly OrderStatusStep[];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dates = reachedAt(history);
  return (
    <Steps aria-label={t('order_timeline_label')}>
      {stepsOf(status).map((step) => {
        const isCurrent = step.state === 'current' || step.state === 'cancelled';
        const at = step.state === 'upcoming' ? undefined : dates.get(step.status);
        const date = at ? orderDate(at, language) : '';
        return (
          <Step key={step.status} $state={step.state} aria-current={isCurrent ? 'step' : undefined}>
            <Dot $state={step.state} aria-hidden="true" />
            <span>{t(statusKey(step.status))}</span>
            {date && (
              <StepDate dateTime={at}>
                <bdi>{date}</bdi>
              </StepDate>
            )}
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
