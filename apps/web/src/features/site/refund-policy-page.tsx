import { Link } from '@tanstack/react-router';
import { items, PolicyPage, type PolicySection, paragraphs, Say } from './policy-page.tsx';
import { SupportContact } from './support-contact.tsx';

const SECTIONS: PolicySection[] = [
  {
    id: 'when',
    heading: 'legal.refund.when',
    body: (
      <ul>
        <li>
          <Say id="legal.refund.when.1" parts={[<Link key="return" to="/return-policy" />]} />
        </li>
        {items('legal.refund.when.2', 'legal.refund.when.3', 'legal.refund.when.4')}
      </ul>
    ),
  },
  {
    id: 'timeline',
    heading: 'legal.refund.timeline',
    body: (
      <>
        <ol>{items('legal.refund.timeline.1', 'legal.refund.timeline.2', 'legal.refund.timeline.3')}</ol>
        {paragraphs('legal.refund.timeline.4')}
      </>
    ),
  },
  {
    id: 'cancellations',
    heading: 'legal.refund.cancellations',
    body: paragraphs('legal.refund.cancellations.1'),
  },
  {
    id: 'method',
    heading: 'legal.refund.method',
    body: <ul>{items('legal.refund.method.1', 'legal.refund.method.2', 'legal.refund.method.3')}</ul>,
  },
  {
    id: 'amount',
    heading: 'legal.refund.amount',
    body: <ul>{items('legal.refund.amount.1', 'legal.refund.amount.2', 'legal.refund.amount.3')}</ul>,
  },
  { id: 'exchanges', heading: 'legal.refund.exchanges', body: paragraphs('legal.refund.exchanges.1') },
  { id: 'perishables', heading: 'legal.refund.perishables', body: paragraphs('legal.refund.perishables.1') },
  {
    id: 'help',
    heading: 'legal.refund.help',
    body: (
      <p>
        <Say id="legal.refund.help.1" parts={[<SupportContact key="support" />]} />
      </p>
    ),
  },
];

export function RefundPolicyPage() {
  return (
    <PolicyPage
      path="/refund-policy"
      title="legal.refund.title"
      intro="legal.refund.intro"
      sections={SECTIONS}
    />
  );
}
