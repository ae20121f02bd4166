import { Link } from '@tanstack/react-router';
import { items, PolicyPage, type PolicySection, paragraphs, Say } from './policy-page.tsx';
import { SupportContact } from './support-contact.tsx';

const SECTIONS: PolicySection[] = [
  {
    id: 'about',
    heading: 'legal.terms.about',
    body: (
      <>
        {paragraphs('legal.terms.about.1')}
        <p>
          <Say
            id="legal.terms.about.2"
            parts={[
              <Link key="privacy" to="/privacy-policy" />,
              <Link key="return" to="/return-policy" />,
              <Link key="refund" to="/refund-policy" />,
            ]}
          />
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    heading: 'legal.terms.eligibility',
    body: (
      <ul>{items('legal.terms.eligibility.1', 'legal.terms.eligibility.2', 'legal.terms.eligibility.3')}</ul>
    ),
  },
  {
    id: 'account',
    heading: 'legal.terms.account',
    body: paragraphs('legal.terms.account.1', 'legal.terms.account.2'),
  },
  {
    id: 'listings',
    heading: 'legal.terms.listings',
    body: (
      <>
        {paragraphs('legal.terms.listings.1', 'legal.terms.listings.2')}
        <ul>
          {items(
            'legal.terms.listings.3',
            'legal.terms.listings.4',
            'legal.terms.listings.5',
            'legal.terms.listings.6',
          )}
        </ul>
        {paragraphs('legal.terms.listings.7')}
      </>
    ),
  },
  {
    id: 'orders',
    heading: 'legal.terms.orders',
    body: (
      <>
        {paragraphs('legal.terms.orders.1')}
        <p>
          <Say id="legal.terms.orders.2" parts={[<Link key="return" to="/return-policy" />]} />
        </p>
      </>
    ),
  },
  {
    id: 'payment',
    heading: 'legal.terms.payment',
    body: <ul>{items('legal.terms.payment.1', 'legal.terms.payment.2', 'legal.terms.payment.3')}</ul>,
  },
  {
    id: 'delivery',
    heading: 'legal.terms.delivery',
    body: paragraphs('legal.terms.delivery.1', 'legal.terms.delivery.2'),
  },
  {
    id: 'suppliers',
    heading: 'legal.terms.suppliers',
    body: (
      <ul>
        {items(
          'legal.terms.suppliers.1',
          'legal.terms.suppliers.2',
          'legal.terms.suppliers.3',
          'legal.terms.suppliers.4',
        )}
      </ul>
    ),
  },
  { id: 'acceptable-use', heading: 'legal.terms.use', body: paragraphs('legal.terms.use.1') },
  {
    id: 'liability',
    heading: 'legal.terms.liability',
    body: paragraphs('legal.terms.liability.1', 'legal.terms.liability.2'),
  },
  { id: 'changes', heading: 'legal.terms.changes', body: paragraphs('legal.terms.changes.1') },
  {
    id: 'contact',
    heading: 'legal.terms.contact',
    body: (
      <p>
        <Say
          id="legal.terms.contact.1"
          parts={[<SupportContact key="support" />, <Link key="contact" to="/contact" />]}
        />
      </p>
    ),
  },
];

export function TermsPage() {
  return <PolicyPage path="/terms" title="legal.terms.title" intro="legal.terms.intro" sections={SECTIONS} />;
}
