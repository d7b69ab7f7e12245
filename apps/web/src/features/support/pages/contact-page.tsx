// /support/contact: how to reach the team, and a form that sends a message straight to it.
import { Clock, Mail, MapPin } from 'lucide-react';
import { ContactForm } from '../components/contact-form.tsx';
import { SupportLayout } from '../components/support-layout.tsx';

export default function ContactPage() {
  return (
    <SupportLayout title="Contact Us" intro="Questions about a course, a payment or an event? Write to us and a person from our team will answer.">
      <div className="grid items-start gap-8 xl:grid-cols-[1fr_20rem]">
        <section aria-labelledby="contact-form-heading" className="rounded-2xl border border-slate-200 p-6 sm:p-8 dark:border-slate-800">
          <h2 id="contact-form-heading" className="mb-4 text-xl font-semibold">Send us a message</h2>
          <ContactForm />
        </section>
        <aside aria-labelledby="contact-details-heading" className="space-y-6 rounded-2xl bg-slate-50 p-6 dark:bg-slate-900/60">
          <h2 id="contact-details-heading" className="text-xl font-semibold">Contact details</h2>
          <div className="flex gap-3">
            <Mail className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden="true" />
            <div>
              <p className="font-medium">Email</p>
              <a href="mailto:support@roboacademy.in" className="text-sm text-brand-700 underline underline-offset-2 dark:text-brand-300">support@roboacademy.in</a>
              <p className="text-sm text-slate-600 dark:text-slate-400">We reply within two working days.</p>
            </div>
          </div>
          <div className="flex gap-3">
            <MapPin className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden="true" />
            <div>
              <p className="font-medium">Office</p>
              <address className="text-sm not-italic text-slate-600 dark:text-slate-400">
                RoboAcademy Learning
                <br />
                3rd Floor, 80 Feet Road, Koramangala 4th Block
                <br />
                Bengaluru, Karnataka 560034
                <br />
                India
              </address>
            </div>
          </div>
          <div className="flex gap-3">
            <Clock className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden="true" />
            <div>
              <p className="font-medium">Support hours</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">Monday to Saturday, 10:00 to 18:00 IST</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">Closed on Sundays and national holidays.</p>
            </div>
          </div>
        </aside>
      </div>
    </SupportLayout>
  );
}
