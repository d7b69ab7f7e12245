// /campus-training (spec part 2): hero, six benefits, a feature/benefit table, the six-step process,
// three institution benefits, a four-question FAQ and a call to action that opens the community
// inquiry with Innovation Campus pre-selected.
import { ArrowRight, Award, BadgeCheck, Bot, Briefcase, Building2, Cpu, GraduationCap, Users, Wrench, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Accordion, type AccordionItem } from '../../../components/ui/accordion.tsx';
import { buttonLinkClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';

/** The community inquiry, scrolled to the form, with the campus programme chosen. */
export const CAMPUS_INQUIRY_LINK = `/community-page?program=${encodeURIComponent('Innovation Campus')}#inquiry`;

const BENEFITS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Cpu, title: 'Industry-aligned curriculum', text: 'ROS 2, Gazebo, SLAM, computer vision and embedded systems: the stack robotics teams in India hire for.' },
  { icon: Wrench, title: 'Hands-on labs', text: 'Every session ends with working code, in simulation first and then on real robots and microcontrollers.' },
  { icon: Users, title: 'Practising engineers as trainers', text: 'Sessions are led by engineers who ship robots, not by slides read aloud.' },
  { icon: Bot, title: 'Capstone projects', text: 'Teams build a complete robot project they can show in interviews and on their portfolio.' },
  { icon: Award, title: 'Verifiable certificates', text: 'Students who pass the assessments receive a certificate naming the skills they demonstrated.' },
  { icon: GraduationCap, title: 'Platform access for every student', text: 'Roadmaps, guides and the coding practice judge stay available to students after the sessions end.' },
];

const FEATURES: { feature: string; detail: string; benefit: string }[] = [
  { feature: 'ROS 2 and Gazebo labs', detail: 'Nodes, topics, services, launch files, URDF and simulated robots', benefit: 'Students learn the framework used by most robotics companies without needing a robot on day one' },
  { feature: 'Navigation and SLAM', detail: 'Nav2, LiDAR SLAM, maps and path planning', benefit: 'A working autonomous-navigation project for every team' },
  { feature: 'Computer vision', detail: 'OpenCV, YOLO object detection, camera calibration', benefit: 'Skills that transfer directly to perception, drones and industrial inspection roles' },
  { feature: 'Embedded and IoT', detail: 'Arduino, ESP32, motor drivers, sensors and MQTT', benefit: 'Students understand the hardware their software runs on' },
  { feature: 'Coding practice judge', detail: 'C, C++ and Python problems checked automatically', benefit: 'Programming fundamentals improve between sessions, with progress faculty can see' },
  { feature: 'Assessments and certificates', detail: 'Practical tests and a graded capstone review', benefit: 'Clear evidence of learning outcomes for students, placement cells and accreditation' },
];

const STEPS: { title: string; text: string }[] = [
  { title: 'Send an inquiry', text: 'Tell us about your college, departments and the number of students through the Innovation Campus inquiry.' },
  { title: 'Needs assessment call', text: 'We meet your faculty coordinator to understand semesters, lab equipment and the outcomes you want.' },
  { title: 'Tailored proposal', text: 'You receive a syllabus, schedule, hardware list and a quotation in rupees.' },
  { title: 'Lab and platform setup', text: 'We check your lab, install the software with your IT team and create student accounts.' },
  { title: 'Training delivery', text: 'On-campus or hybrid sessions with labs, mentoring and weekly practice on the platform.' },
  { title: 'Assessment and report', text: 'Capstone reviews, certificates for students and an outcomes report for the institution.' },
];

const INSTITUTION_BENEFITS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Briefcase, title: 'Stronger placements', text: 'Students graduate with portfolio projects and skills that robotics, automotive and automation employers ask for.' },
  { icon: BadgeCheck, title: 'Accreditation evidence', text: 'Attendance, assessment results and project records you can use for NAAC and NBA outcome documentation.' },
  { icon: Building2, title: 'Faculty development', text: 'Your faculty train alongside students and keep the material to run the course in later semesters.' },
];

const FAQ: AccordionItem[] = [
  {
    question: 'How long does the Campus Training Program run?',
    answer: 'It ranges from an intensive two-day workshop to a full-semester programme of around twelve weeks with one or two sessions a week. We agree the format with you in the needs assessment call so it fits your academic calendar.',
  },
  {
    question: 'Does our college need special hardware?',
    answer: 'No. Most labs run in simulation on ordinary lab computers with Ubuntu and ROS 2, which we help install. For hardware sessions we bring kits or give you a hardware list to buy; ESP32 and Arduino based robots keep the cost low.',
  },
  {
    question: 'Can the syllabus be customised for our departments?',
    answer: 'Yes. Mechanical, electrical, electronics and computer science students start from different places, so we adapt the modules and the capstone to each group and can align them with your elective or value-added course requirements.',
  },
  {
    question: 'How are students assessed and certified?',
    answer: 'Students complete practical lab tasks, practice problems on the platform and a team capstone project reviewed by our trainers. Those who meet the criteria receive a certificate listing the skills covered; the institution receives an outcomes report.',
  },
];

export default function CampusTrainingPage() {
  return (
    <>
      <section className="relative overflow-hidden border-b border-slate-200 dark:border-slate-800">
        <div className="absolute inset-0 -z-10 bg-gradient-to-br from-accent-500/15 via-transparent to-brand-600/15" aria-hidden="true" />
        <Container className="py-16 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700 dark:text-brand-300">For colleges and universities</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">Campus Training Program</h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            Hands-on robotics training delivered on your campus: ROS 2, simulation, computer vision and embedded systems, taught by
            practising engineers and backed by the RoboAcademy platform.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={CAMPUS_INQUIRY_LINK} className={buttonLinkClass('primary', 'lg')}>
              Bring it to your campus <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <a href="#how-it-works" className={buttonLinkClass('secondary', 'lg')}>
              How it works
            </a>
          </div>
        </Container>
      </section>

      <Container className="py-16">
        <h2 className="text-3xl font-bold tracking-tight">Why students benefit</h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
              <Icon className="size-7 text-brand-600 dark:text-brand-300" aria-hidden="true" />
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{text}</p>
            </li>
          ))}
        </ul>
      </Container>

      <section className="bg-slate-50 py-16 dark:bg-slate-900/50" aria-labelledby="features-heading">
        <Container>
          <h2 id="features-heading" className="text-3xl font-bold tracking-tight">What the programme includes</h2>
          {/* A table on wide screens; on phones the same rows as cards, so no column hides off-screen. */}
          <div className="mt-8 hidden overflow-hidden rounded-2xl border border-slate-200 md:block dark:border-slate-800">
            <table className="w-full border-collapse bg-white text-left text-sm dark:bg-slate-950">
              <caption className="sr-only">Features of the Campus Training Program and what each gives students</caption>
              <thead className="bg-slate-100 text-slate-700 dark:bg-slate-900 dark:text-slate-200">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">Feature</th>
                  <th scope="col" className="px-4 py-3 font-semibold">What it covers</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Benefit</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {FEATURES.map((row) => (
                  <tr key={row.feature}>
                    <th scope="row" className="px-4 py-3 font-semibold">{row.feature}</th>
                    <td className="px-4 py-3 text-slate-600 dark:text-slate-400">{row.detail}</td>
                    <td className="px-4 py-3 text-slate-600 dark:text-slate-400">{row.benefit}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="mt-8 space-y-4 md:hidden">
            {FEATURES.map((row) => (
              <li key={row.feature} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-950">
                <h3 className="font-semibold">{row.feature}</h3>
                <dl className="mt-2 space-y-2 text-sm">
                  <div>
                    <dt className="font-medium text-slate-500 dark:text-slate-400">What it covers</dt>
                    <dd className="text-slate-700 dark:text-slate-300">{row.detail}</dd>
                  </div>
                  <div>
                    <dt className="font-medium text-slate-500 dark:text-slate-400">Benefit</dt>
                    <dd className="text-slate-700 dark:text-slate-300">{row.benefit}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <Container className="py-16">
        <h2 id="how-it-works" className="scroll-mt-24 text-3xl font-bold tracking-tight">How it works</h2>
        <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title} className="relative rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white" aria-hidden="true">
                {i + 1}
              </span>
              <h3 className="mt-4 font-semibold">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>

      <section className="bg-slate-50 py-16 dark:bg-slate-900/50" aria-labelledby="institution-heading">
        <Container>
          <h2 id="institution-heading" className="text-3xl font-bold tracking-tight">What your institution gains</h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {INSTITUTION_BENEFITS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-950">
                <Icon className="size-7 text-accent-500" aria-hidden="true" />
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <Container className="py-16">
        <div className="mx-auto max-w-3xl">
          <h2 className="text-3xl font-bold tracking-tight">Frequently asked questions</h2>
          <Accordion items={FAQ} className="mt-8" />
        </div>
      </Container>

      <Container className="pb-8">
        <section aria-labelledby="cta-heading" className="rounded-3xl bg-gradient-to-br from-brand-600 to-brand-700 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">Ready to bring robotics to your campus?</h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-50">Send an Innovation Campus inquiry and our team will set up a needs assessment call with your faculty.</p>
          <Link to={CAMPUS_INQUIRY_LINK} className="mt-8 inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-white px-6 font-semibold text-brand-700 hover:bg-brand-50">
            Start your campus inquiry <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </section>
      </Container>
    </>
  );
}
