import { Link } from '@tanstack/react-router';
import { items, PolicyPage, type PolicySection, paragraphs, Say } from './policy-page.tsx';
import { SupportContact } from './support-contact.tsx';

const SECTIONS: PolicySection[] = [
  {
    id: 'collect',
    heading: 'legal.privacy.collect',
    body: paragraphs(
      'legal.privacy.collect.1',
      'legal.privacy.collect.2',
      'legal.privacy.collect.3',
      'legal.privacy.collect.4',
    ),
  },
  {
    id: 'use',
    heading: 'legal.privacy.use',
    body: (
      <ul>
        {items(
          'legal.privacy.use.1',
          'legal.privacy.use.2',
          'legal.privacy.use.3',
          'legal.privacy.use.4',
          'legal.privacy.use.5',
          'legal.privacy.use.6',
        )}
      </ul>
    ),
  },
  {
    id: 'sharing',
    heading: 'legal.privacy.sharing',
    body: (
      <>
        <ul>
          {items(
            'legal.privacy.sharing.1',
            'legal.privacy.sharing.2',
            'legal.privacy.sharing.3',
            'legal.privacy.sharing.4',
          )}
        </ul>
        {paragraphs('legal.privacy.sharing.5')}
      </>
    ),
  },
  { id: 'storage', heading: 'legal.privacy.storage', body: paragraphs('legal.privacy.storage.1') },
  {
    id: 'security',
    heading: 'legal.privacy.security',
    body: paragraphs('legal.privacy.security.1', 'legal.privacy.security.2'),
  },
  {
    id: 'rights',
    heading: 'legal.privacy.rights',
    body: (
      <p>
        <Say id="legal.privacy.rights.1" parts={[<SupportContact key="support" />]} />
      </p>
    ),
  },
  { id: 'age', heading: 'legal.privacy.age', body: paragraphs('legal.privacy.age.1') },
  {
    id: 'changes',
    heading: 'legal.privacy.changes',
    body: (
      <p>
        <Say id="legal.privacy.changes.1" parts={[<Link key="terms" to="/terms" />]} />
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <PolicyPage
      path="/privacy-policy"
      title="legal.privacy.title"
      intro="legal.privacy.intro"
      sections={SECTIONS}
    />
  );
}
