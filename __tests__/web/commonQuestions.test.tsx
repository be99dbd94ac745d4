// /common-questions: the questions as a WAI-ARIA accordion with one open at a
// time, answers as plain text with their line breaks, the localized failure text with a retry,
// an empty list's own message and the way to ask what the list does not answer.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CommonQuestionDto, CommonQuestionsAnswer } from '../../src/shared/wire/content';
import { apiUrl, server } from '../support/msw';
import { failWith500, homeHandlers, requestLanguage } from '../support/mswHandlers';
import { renderApp } from '../support/renderApp';

const QUESTIONS: CommonQuestionDto[] = [
  {
    id: 1,
    title: 'كم يستغرق التوصيل؟',
    title_en: 'How long does delivery take?',
    description: 'من 2 إلى 5 أيام عمل.',
    description_en: 'Two to five working days.\nPickup is the same day.',
  },
  {
    id: 2,
    title: 'ما طرق الدفع؟',
    title_en: 'Which payment methods can I use?',
    description: 'نقدًا عند الاستلام أو بالبطاقة.',
    description_en: 'Cash on delivery or <b>card</b>.',
  },
];

/** The server's answer: `title`/`description` in the request language, the `_en` twins too. */
function questionsAnswer(request: Request, questions: CommonQuestionDto[] = QUESTIONS) {
  const english = requestLanguage(request) === 'en';
  const answer: CommonQuestionsAnswer = {
    success: true,
    status_code: 200,
    data: questions.map((q) =>
      english ? { ...q, title: q.title_en, description: q.description_en } : q,
    ),
  };
  return HttpResponse.json(answer);
}

const questionsHandler = (questions?: CommonQuestionDto[]) =>
  http.get(apiUrl('/common-questions'), ({ request }) => questionsAnswer(request, questions));

describe('/common-questions', () => {
  it('opens one question at a time; answers are plain text with their line breaks', async () => {
    server.use(...homeHandlers(), questionsHandler());
    const user = userEvent.setup();
    await renderApp('/common-questions', { language: 'en' });

    const delivery = await screen.findByRole('button', { name: 'How long does delivery take?' });
    expect(screen.getByRole('heading', { level: 1, name: 'Common questions' })).toBeVisible();
    const payment = screen.getByRole('button', { name: 'Which payment methods can I use?' });
    expect(delivery.closest('h2')).not.toBeNull();
    for (const header of [delivery, payment]) {
      expect(header).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('region', { name: header.textContent ?? '' })).toBeNull();
    }

    await user.click(delivery);
    const answer = screen.getByRole('region', { name: 'How long does delivery take?' });
    expect(answer.textContent).toBe('Two to five working days.\nPickup is the same day.');

    await user.click(payment);
    expect(delivery).toHaveAttribute('aria-expanded', 'false');
    expect(payment).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('region', { name: 'How long does delivery take?' })).toBeNull();
    // Markup in an answer is text, never HTML.
    const paymentAnswer = screen.getByRole('region', { name: 'Which payment methods can I use?' });
    expect(paymentAnswer).toHaveTextContent('Cash on delivery or <b>card</b>.');
    expect(paymentAnswer.querySelector('b')).toBeNull();

    // The way on when the answer is not there.
    const more = screen.getByRole('region', { name: "Didn't find your answer?" });
    expect(within(more).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/en/contact',
    );
    const chat = within(more).getByRole('link', { name: /Ask us on WhatsApp/ });
    expect(chat).toHaveAttribute(
      'href',
      `https://wa.me/201001986198?text=${encodeURIComponent('Hello, I have a question about Zujaj products.')}`,
    );
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is operated from the keyboard in Arabic', async () => {
    server.use(...homeHandlers(), questionsHandler());
    const user = userEvent.setup();
    await renderApp('/common-questions', { language: 'ar' });

    const delivery = await screen.findByRole('button', { name: 'كم يستغرق التوصيل؟' });
    const payment = screen.getByRole('button', { name: 'ما طرق الدفع؟' });
    delivery.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'كم يستغرق التوصيل؟' })).toHaveTextContent(
      'من 2 إلى 5 أيام عمل.',
    );
    await user.keyboard('{ArrowDown}');
    expect(payment).toHaveFocus();
    await user.keyboard(' ');
    expect(payment).toHaveAttribute('aria-expanded', 'true');
    expect(delivery).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the localized failure text with a retry that loads the questions', async () => {
    let fail = true;
    server.use(
      ...homeHandlers(),
      http.get(apiUrl('/common-questions'), ({ request }) =>
        fail ? failWith500() : questionsAnswer(request),
      ),
    );
    const user = userEvent.setup();
    await renderApp('/common-questions', { language: 'ar' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('حدث خطأ أثناء تحميل الأسئلة الشائعة، يرجى المحاولة مرة أخرى.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByRole('button', { name: 'ما طرق الدفع؟' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the English failure text in English', async () => {
    server.use(...homeHandlers(), http.get(apiUrl('/common-questions'), failWith500));
    await renderApp('/common-questions', { language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while loading the common questions. Please try again.',
    );
  });

  it('says so when there are no questions', async () => {
    server.use(...homeHandlers(), questionsHandler([]));
    await renderApp('/common-questions', { language: 'en' });
    expect(await screen.findByText(/There are no common questions yet\./)).toBeVisible();
    expect(screen.queryByRole('button', { expanded: false })).toBeNull();
  });
});
