// /support/help-center: answers to the questions learners ask most, grouped by topic.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Accordion, type AccordionItem } from '../../../components/ui/accordion.tsx';
import { Prose, SupportLayout } from '../components/support-layout.tsx';

const SECTIONS: { id: string; title: string; items: AccordionItem[] }[] = [
  {
    id: 'account',
    title: 'Your account',
    items: [
      { question: 'How do I create an account?', answer: <>Choose <Link to="/signup">Sign up</Link> in the top bar and enter your name, email and a password of at least 8 characters, or continue with Google where it is offered. You are signed in straight away.</> },
      { question: 'I forgot which email I used. What can I do?', answer: <>Write to us from the <Link to="/support/contact">contact page</Link> with your name and phone number and we will help you find the account. For your security we never share account details over the phone.</> },
      { question: 'How do I update my name, phone or photo?', answer: <>Open <Link to="/profile">Profile</Link> from the menu under your name. Changes apply to your certificates and future receipts.</> },
      { question: 'How do I delete my account?', answer: <>Send a deletion request from the email linked to your account to support@roboacademy.in. We delete your profile and learning data within 30 days, keeping only the payment records the law requires; see the <Link to="/support/privacy">Privacy Policy</Link>.</> },
    ],
  },
  {
    id: 'roadmaps',
    title: 'Roadmaps and lifetime access',
    items: [
      { question: 'What is a career roadmap?', answer: 'A week-by-week plan for one robotics career (mobile robotics, AI engineer, autonomous vehicles, industrial robotics, IoT), with objectives, actions, learning tips and resources for every week.' },
      { question: 'What does lifetime access mean?', answer: 'You pay once for a roadmap and it stays unlocked on your account for as long as the platform runs, including every update we make to it. There is no subscription and nothing renews.' },
      { question: 'Is my progress saved?', answer: 'Yes. Weeks you tick as completed are kept per roadmap on the device you use, and your percentage never goes above 100%.' },
    ],
  },
  {
    id: 'payments',
    title: 'Payments',
    items: [
      { question: 'Which payment methods are accepted?', answer: 'All prices are in Indian rupees (INR). Payments go through Razorpay, so you can pay by debit or credit card, UPI, net banking or a supported wallet.' },
      { question: 'Is it safe to pay on RoboAcademy?', answer: 'Your card or UPI details are entered in Razorpay’s secure checkout and never reach our servers. We only receive the payment reference and whether the payment succeeded, which we verify with a cryptographic signature before unlocking anything.' },
      { question: 'Money left my account but the course is still locked.', answer: <>This usually resolves within a few minutes once Razorpay confirms the payment. Check <Link to="/payment-history">Payment history</Link>; if the payment shows as pending for more than an hour, contact us with the transaction ID. A payment that never completes is reversed automatically by your bank.</> },
      { question: 'Do I get a receipt?', answer: <>Every completed payment appears in <Link to="/payment-history">Payment history</Link> with its transaction ID, amount and date.</> },
    ],
  },
  {
    id: 'refunds',
    title: 'Refunds',
    items: [
      { question: 'What is the refund policy for courses?', answer: 'Courses come with a 30-day money-back guarantee. If a course is not right for you, ask for a refund within 30 days of purchase and we refund the full amount, no questions asked.' },
      { question: 'Can I get a refund for an event ticket?', answer: 'If an organiser cancels an event, every ticket is refunded in full automatically. If you can no longer attend, ask for a refund at least 7 days before the event starts. Closer to the start date tickets are not refundable because the seat was held for you.' },
      { question: 'How long does a refund take?', answer: 'Refunds go back to the original payment method through Razorpay. Once approved they usually reach you within 5 to 7 working days, depending on your bank.' },
    ],
  },
  {
    id: 'practice',
    title: 'Coding practice judge',
    items: [
      { question: 'Which languages can I use?', answer: 'C, C++ and Python 3. Choose the language above the editor; each problem gives a starter template for it.' },
      { question: 'Why did my solution get “Time Limit Exceeded”?', answer: 'Each problem shows its time and memory limits. Your program ran longer than the limit on at least one hidden test. Look for nested loops over large inputs and read input efficiently (for example, use sys.stdin in Python).' },
      { question: 'What do the verdicts mean?', answer: 'Accepted: every test passed. Wrong Answer: output differed on a test. Compilation Error: the code did not compile. Runtime Error: the program crashed. Time or Memory Limit Exceeded: it used more than the problem allows.' },
    ],
  },
  {
    id: 'certificates',
    title: 'Certificates',
    items: [
      { question: 'Do I get a certificate?', answer: 'Every paid course includes a certificate of completion. It carries your name as it appears on your profile, the course title and the completion date.' },
      { question: 'Can my college or employer verify it?', answer: 'Yes. Each certificate has a unique ID; write to support@roboacademy.in with the ID and we confirm whether it is genuine.' },
    ],
  },
];

export default function HelpCenterPage() {
  return (
    <SupportLayout title="Help Center" intro="Answers to the questions learners ask us most. Can’t find yours? Our team replies within two working days.">
      <nav aria-label="Help topics" className="mb-8 flex flex-wrap gap-2">
        {SECTIONS.map((s) => (
          <a key={s.id} href={`#${s.id}`} className="rounded-full border border-slate-200 px-3 py-1 text-sm text-slate-700 hover:border-brand-400 hover:text-brand-700 dark:border-slate-700 dark:text-slate-300 dark:hover:text-brand-300">
            {s.title}
          </a>
        ))}
      </nav>
      <div className="max-w-3xl space-y-10">
        {SECTIONS.map((s) => (
          <section key={s.id} aria-labelledby={s.id}>
            <h2 id={s.id} className="mb-4 scroll-mt-24 text-xl font-bold tracking-tight">{s.title}</h2>
            <AnswerText>
              <Accordion items={s.items} />
            </AnswerText>
          </section>
        ))}
      </div>
      <Prose className="mt-12">
        <p>
          Still stuck? <Link to="/support/contact">Contact us</Link> or read the <Link to="/support/documentation">documentation</Link>.
        </p>
      </Prose>
    </SupportLayout>
  );
}

/** Links inside answers need the same colour and underline as in prose. */
function AnswerText({ children }: { children: ReactNode }) {
  return <div className="[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-brand-300">{children}</div>;
}
