// /support/terms: the terms on which learners and organisers use the platform.
import { Link } from 'react-router';
import { Prose, SupportLayout } from '../components/support-layout.tsx';

export default function TermsPage() {
  return (
    <SupportLayout title="Terms of Service" updated="21 November 2026" intro="These terms apply whenever you use RoboAcademy. Please read them; by creating an account or buying anything you agree to them.">
      <Prose>
        <h2>1. Who we are</h2>
        <p>
          RoboAcademy is an online robotics learning platform operated from Bengaluru, India. &ldquo;We&rdquo; means RoboAcademy;
          &ldquo;you&rdquo; means anyone who visits or uses the platform.
        </p>

        <h2>2. Your account</h2>
        <ul>
          <li>Give your real name and an email address you control; certificates and receipts use them.</li>
          <li>Keep your password secret. You are responsible for what happens under your account; tell us at once if you suspect misuse.</li>
          <li>If you are under 18, use the platform with the consent of a parent or guardian.</li>
          <li>One person, one account. Accounts and purchases cannot be shared, sold or transferred.</li>
        </ul>

        <h2>3. Purchases and prices</h2>
        <ul>
          <li>Prices are in Indian rupees and include applicable taxes unless shown otherwise. Payments are processed by Razorpay.</li>
          <li>A roadmap or course you buy gives you a personal, non-transferable licence to use it for the lifetime of the platform.</li>
          <li>Event tickets admit the named account holder to that event; the organiser&rsquo;s own conditions also apply.</li>
          <li>
            Refunds follow the policy in the <Link to="/support/help-center">Help Center</Link>: a 30-day money-back guarantee on
            courses, and event refunds up to 7 days before the start or in full when an organiser cancels.
          </li>
        </ul>

        <h2>4. Acceptable use</h2>
        <p>You agree not to:</p>
        <ul>
          <li>copy, resell or publicly repost paid content;</li>
          <li>submit code to the practice judge that tries to attack, overload or escape the sandbox, or to reach the network;</li>
          <li>automate points, likes, registrations or leaderboard positions, or create accounts to do so;</li>
          <li>post unlawful, harassing or misleading content in projects, events or community spaces;</li>
          <li>probe, scan or disrupt the platform or other users&rsquo; accounts.</li>
        </ul>
        <p>We may suspend accounts that break these rules, and we will tell you why.</p>

        <h2>5. Your content</h2>
        <p>
          Code you submit, projects you publish and events you create remain yours. You give us permission to store, run and display them
          on the platform for the purpose you submitted them. You can delete your projects and events at any time.
        </p>

        <h2>6. Events run by others</h2>
        <p>
          Events may be created by community organisers. The organiser is responsible for the event itself, including venue and safety;
          we handle ticketing and payment.
        </p>

        <h2>7. Availability and changes</h2>
        <p>
          We work to keep the platform available but cannot promise uninterrupted service. We may improve or change features and content;
          paid content you own stays available to you. We will announce material changes to these terms by email before they take effect.
        </p>

        <h2>8. Liability</h2>
        <p>
          The platform teaches robotics; building and operating real robots carries risk. Follow safety practice and your lab&rsquo;s rules.
          To the extent the law allows, our liability for any claim is limited to the amount you paid us in the twelve months before it.
        </p>

        <h2>9. Law and disputes</h2>
        <p>
          These terms are governed by the laws of India. Courts in Bengaluru, Karnataka have jurisdiction. Before going to court, please
          write to <a href="mailto:support@roboacademy.in">support@roboacademy.in</a>; most problems are solved quickly that way.
        </p>
      </Prose>
    </SupportLayout>
  );
}
