import { Link } from '@tanstack/react-router';
import { items, PolicyPage, type PolicySection, paragraphs, Say } from './policy-page.tsx';
import { SupportContact } from './support-contact.tsx';

const SECTIONS: PolicySection[] = [
  { id: 'window', heading: 'legal.return.window', body: paragraphs('legal.return.window.1') },
  {
    id: 'eligible',
    heading: 'legal.return.eligible',
    body: (
      <ul>
        {items(
          'legal.return.eligible.1',
          'legal.return.eligible.2',
          'legal.return.eligible.3',
          'legal.return.eligible.4',
          'legal.return.eligible.5',
        )}
      </ul>
    ),
  },
  {
    id: 'not-eligible',
    heading: 'legal.return.notEligible',
    body: (
      <>
        <ul>
          {items(
            'legal.return.notEligible.1',
            'legal.return.notEligible.2',
            'legal.return.notEligible.3',
            'legal.return.notEligible.4',
          )}
        </ul>
        {paragraphs('legal.return.notEligible.5')}
      </>
    ),
  },
  {
    id: 'how',
    heading: 'legal.return.how',
    body: (
      <ol>
        <li>
          <Say id="legal.return.how.1" parts={[<SupportContact key="support" />]} />
        </li>
        {items('legal.return.how.2', 'legal.return.how.3', 'legal.return.how.4')}
      </ol>
    ),
  },
  {
    id: 'inspection',
    heading: 'legal.return.inspection',
    body: (
      <>
        {paragraphs('legal.return.inspection.1')}
        <p>
          <Say id="legal.return.inspection.2" parts={[<Link key="refund" to="/refund-policy" />]} />
        </p>
      </>
    ),
  },
  { id: 'costs', heading: 'legal.return.costs', body: paragraphs('legal.return.costs.1') },
];

export function ReturnPolicyPage() {
  return (
    <PolicyPage
      path="/return-policy"
      title="legal.return.title"
      intro="legal.return.intro"
      sections={SECTIONS}
    />
  );
}
