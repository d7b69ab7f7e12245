// /support/privacy: what the platform stores about people, why, for how long, and their rights.
import { Link } from 'react-router';
import { Prose, SupportLayout } from '../components/support-layout.tsx';

export default function PrivacyPage() {
  return (
    <SupportLayout title="Privacy Policy" updated="21 November 2026" intro="We keep only the data we need to run your learning, and we never sell it. This page lists exactly what we store and what you can ask us to do with it.">
      <Prose>
        <h2>What we store</h2>
        <h3>Your account</h3>
        <ul>
          <li>Your name, email address and, if you add them, phone number and profile photo (avatar).</li>
          <li>Your password only as a salted, one-way hash; nobody at RoboAcademy can read it.</li>
          <li>If you sign in with Google, your Google account ID, name, email and photo as Google shares them.</li>
        </ul>
        <h3>Purchases</h3>
        <ul>
          <li>Orders and payments: what you bought, the amount in paise, the currency, the date, status and the Razorpay order and payment references.</li>
          <li>
            <strong>No card, UPI or bank details.</strong> You enter those in Razorpay&rsquo;s checkout; they never reach our servers.
          </li>
        </ul>
        <h3>Learning</h3>
        <ul>
          <li>Roadmaps, courses and event tickets you own, your challenge points and leaderboard position.</li>
          <li>Code you submit to the practice judge, with its verdicts, run times and memory use.</li>
          <li>Guides you liked, and projects or events you publish.</li>
          <li>Roadmap week progress is kept in your browser&rsquo;s local storage, along with your theme and cart.</li>
        </ul>
        <h3>Forms you send</h3>
        <ul>
          <li>Newsletter sign-ups: your email and optional first and last name.</li>
          <li>Community Connect inquiries: name, email, phone, organisation, programme and message.</li>
          <li>Feedback and contact messages, linked to your account when you are signed in.</li>
        </ul>
        <h3>Technical data</h3>
        <p>
          Server logs with IP address, time and the page or API requested, used to keep the service secure (for example, to limit
          repeated login attempts). Analytics, when enabled, count page views without identifying you.
        </p>

        <h2>Why we use it</h2>
        <ul>
          <li>To run your account, unlock what you bought and show your progress.</li>
          <li>To process payments and refunds and keep the accounting records the law requires.</li>
          <li>To answer your inquiries and messages, and to send the newsletter you asked for (each email has an unsubscribe link).</li>
          <li>To keep the platform secure and working.</li>
        </ul>
        <p>We do not sell personal data and do not use it for third-party advertising.</p>

        <h2>Who we share it with</h2>
        <ul>
          <li>Razorpay, to process payments.</li>
          <li>Our hosting provider, which stores the data on our behalf.</li>
          <li>Event organisers receive the name and email of ticket holders for their own event.</li>
          <li>Authorities, only when Indian law requires it.</li>
        </ul>

        <h2>How long we keep it</h2>
        <ul>
          <li>Account and learning data: while your account is active, and deleted within 30 days after you ask us to close it.</li>
          <li>Payment and invoice records: eight years, as Indian tax and accounting law requires.</li>
          <li>Inquiries, feedback and contact messages: up to two years, then deleted.</li>
          <li>Newsletter: until you unsubscribe.</li>
          <li>Server logs: 90 days.</li>
        </ul>

        <h2>Your rights</h2>
        <p>
          Under India&rsquo;s Digital Personal Data Protection Act, 2023 (DPDP Act) you can ask us to access, correct or erase your
          personal data, withdraw consent you gave, and nominate someone to exercise these rights for you. You can correct most details
          yourself on your <Link to="/profile">profile</Link>. For anything else, including deletion, email{' '}
          <a href="mailto:support@roboacademy.in">support@roboacademy.in</a> from your account&rsquo;s address; we respond within 30 days.
        </p>
        <p>
          If you are not satisfied with our answer you may complain to the Data Protection Board of India. Our grievance contact is
          reachable at the same address.
        </p>

        <h2>Children</h2>
        <p>Learners under 18 need a parent or guardian&rsquo;s consent to create an account. We do not knowingly track children or target them with advertising.</p>

        <h2>Security</h2>
        <p>
          Traffic is encrypted with HTTPS, passwords are hashed, sessions use signed tokens, and access to production data is limited to
          staff who need it. If we learn of a breach that affects you, we will notify you and the Data Protection Board as the law requires.
        </p>

        <h2>Changes</h2>
        <p>We will post any change here with a new date and email registered users about significant ones.</p>
      </Prose>
    </SupportLayout>
  );
}
