import { Link } from '@tanstack/react-router';
import { PolicyPage, type PolicySection } from './policy-page.tsx';
import { SupportContact } from './support-contact.tsx';

const SECTIONS: PolicySection[] = [
  {
    id: 'about',
    heading: 'About these terms',
    body: (
      <>
        <p>
          Supply &amp; Beyond runs an online marketplace where restaurants, cafés, caterers and other food
          businesses buy food and kitchen supplies from independent suppliers, with delivery. These terms form
          the agreement between us and anyone who registers an account, places an order or lists products.
        </p>
        <p>
          By creating an account or placing an order you accept these terms, together with our{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>, <Link to="/return-policy">Return Policy</Link> and{' '}
          <Link to="/refund-policy">Refund &amp; Exchange Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    heading: 'Who can use the marketplace',
    body: (
      <ul>
        <li>You must be at least 18 years old and able to enter into a binding contract under Indian law.</li>
        <li>
          You must be acting for a business — a restaurant, café, cloud kitchen, hotel, caterer or a supplier
          of such businesses — and be authorised to place orders or list products on its behalf.
        </li>
        <li>
          The details you give us (business name, address, phone number and, where the law requires one, your
          FSSAI licence number) must be true and kept up to date.
        </li>
      </ul>
    ),
  },
  {
    id: 'account',
    heading: 'Your account',
    body: (
      <>
        <p>
          Keep your password to yourself. You are responsible for everything done through your account. If you
          think someone else has used it, reset your password straight away and tell us.
        </p>
        <p>
          We may suspend or close an account that gives false information, misuses the marketplace, repeatedly
          refuses cash-on-delivery orders or breaks these terms. Where we can, we will tell you why first.
        </p>
      </>
    ),
  },
  {
    id: 'listings',
    heading: 'Products, listings and prices',
    body: (
      <>
        <p>
          Products are listed and sold by suppliers. Our team reviews every new or edited listing before
          customers can see it, but the supplier remains responsible for the product, its description,
          manufacturing and expiry dates, and its compliance with food safety law.
        </p>
        <p>All prices are in Indian rupees. The amount you pay for an order is made up of:</p>
        <ul>
          <li>the price of each item times the quantity ordered;</li>
          <li>GST, calculated at checkout at 5% of the item subtotal;</li>
          <li>a delivery fee of ₹50 on orders below ₹500 — delivery is free from ₹500 upwards;</li>
          <li>a platform fee of ₹1 per order.</li>
        </ul>
        <p>The checkout page shows this breakdown before you confirm, and your invoice repeats it.</p>
      </>
    ),
  },
  {
    id: 'orders',
    heading: 'Placing an order',
    body: (
      <>
        <p>
          Stock is reserved for you when you place an order. If an item turns out to be unavailable, or a
          price was shown in obvious error, we may cancel the affected order or item and refund anything you
          paid for it in full.
        </p>
        <p>
          You can ask us to cancel an order free of charge until it has been shipped. After that, the{' '}
          <Link to="/return-policy">Return Policy</Link> applies.
        </p>
      </>
    ),
  },
  {
    id: 'payment',
    heading: 'Payment',
    body: (
      <ul>
        <li>
          <strong>Cash on delivery (COD):</strong> pay the delivery partner the invoice amount when your order
          arrives.
        </li>
        <li>
          <strong>Online payment:</strong> pay by card, UPI or net banking on our payment provider's secure
          page. We never see or store your full card details.
        </li>
        <li>An order paid online is confirmed only once the payment provider tells us it has succeeded.</li>
      </ul>
    ),
  },
  {
    id: 'delivery',
    heading: 'Delivery',
    body: (
      <>
        <p>
          Standard delivery takes 2 to 3 business days from confirmation. You can follow each order on the
          Orders page. Please make sure someone can receive the goods at the address you gave.
        </p>
        <p>
          Check your delivery when it arrives, especially perishable goods, and tell the delivery partner or
          us at once if anything is damaged, missing or not what you ordered.
        </p>
      </>
    ),
  },
  {
    id: 'suppliers',
    heading: 'Additional terms for suppliers',
    body: (
      <ul>
        <li>List only products you are entitled to sell, with accurate prices, units, stock and dates.</li>
        <li>Hold the licences your products need, including a valid FSSAI licence for food.</li>
        <li>Keep stock figures current and fulfil every confirmed order.</li>
        <li>Any change to a listing sends it back for approval before it goes live again.</li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable use',
    body: (
      <p>
        Do not use the marketplace for anything unlawful, to place orders you do not intend to accept, to copy
        our catalogue by automated means, to upload harmful files, or to interfere with the service or other
        users' accounts.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Our responsibility to you',
    body: (
      <>
        <p>
          We work hard to keep the marketplace available and accurate, but we cannot promise it will always be
          free of interruptions. To the extent the law allows, our total liability for any order is limited to
          the amount you paid for that order, and we are not liable for indirect losses such as lost profits.
        </p>
        <p>
          Nothing in these terms limits rights you have under the Consumer Protection Act, 2019 or other law.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes and governing law',
    body: (
      <p>
        We may update these terms; the date at the top shows the latest version, and changes apply to orders
        placed after that date. These terms are governed by the laws of India, and the courts at Indore,
        Madhya Pradesh have jurisdiction.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: (
      <p>
        Questions about these terms? Write to <SupportContact />, or use our{' '}
        <Link to="/contact">contact page</Link>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <PolicyPage
      path="/terms"
      title="Terms & Conditions"
      intro="The rules that keep buying and selling on Supply & Beyond fair, safe and predictable for restaurants and suppliers alike."
      sections={SECTIONS}
    />
  );
}
