import type { CommonQuestion } from '../../../../api/transforms/contentPages';
import { Accordion } from '../../../../shared/ui/accordion/Accordion';
import { Answer } from './QuestionList.styles';

/** /common-questions: the questions as an accordion, one open at a time. */
export function QuestionList({ questions }: { questions: readonly CommonQuestion[] }) {
  return (
    <Accordion
      headingLevel={2}
      items={questions.map(({ id, question, answer }) => ({
        id,
        title: question,
        // The answer is plain text; its line breaks are kept.
        content: <Answer>{answer}</Answer>,
      }))}
    />
  );
}
