// /support/documentation: how to use each part of the platform, and where the API is described.
import { Link } from 'react-router';
import { Prose, SupportLayout } from '../components/support-layout.tsx';

const CONTENTS = [
  { id: 'getting-started', label: 'Getting started' },
  { id: 'learning-topics', label: 'Learning topics' },
  { id: 'roadmaps', label: 'Career roadmaps' },
  { id: 'guides', label: 'Guides' },
  { id: 'practice', label: 'Coding practice judge' },
  { id: 'challenges', label: 'Robotics challenges' },
  { id: 'events', label: 'Events' },
  { id: 'payments', label: 'Cart and payments' },
  { id: 'api', label: 'API for developers' },
];

export default function DocumentationPage() {
  return (
    <SupportLayout title="Documentation" intro="How to get the most out of RoboAcademy: from your first roadmap to submitting code on the practice judge.">
      <nav aria-label="On this page" className="mb-8 max-w-3xl rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
        <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">On this page</h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {CONTENTS.map((c, i) => (
            <li key={c.id}>
              <a href={`#${c.id}`} className="text-brand-700 hover:underline dark:text-brand-300">
                {i + 1}. {c.label}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <Prose>
        <h2 id="getting-started">Getting started</h2>
        <p>
          Browsing learning topics, guides and the public pages needs no account. To buy a roadmap, register for events, practise
          coding, join tournaments or keep a cart, <Link to="/signup">create a free account</Link>. The theme switch in the top
          bar toggles dark and light mode and remembers your choice on this device.
        </p>
        <p>Use the search box in the top bar to jump to any page, topic, roadmap or challenge by name.</p>

        <h2 id="learning-topics">Learning topics</h2>
        <p>
          The second bar under the top navigation lists the learning topics, grouped into ROS, SLAM, Gazebo, Computer Vision, AI and
          machine learning, robotics fundamentals and hardware. Each topic page explains the topic and lists its prerequisites, so you
          know what to learn first. On a phone, swipe the bar sideways to see every topic.
        </p>

        <h2 id="roadmaps">Career roadmaps</h2>
        <p>
          A roadmap is a phased, week-by-week study plan for one career. Open one from the <strong>Roadmap</strong> menu. Roadmaps need
          a login and a one-time payment; once paid, access is yours for life.
        </p>
        <ul>
          <li>Each phase lists its weeks, with an objective and concrete actions.</li>
          <li>Tick a week when you finish it; the progress bar shows your percentage.</li>
          <li>Learning tips and resource links sit at the end of the roadmap.</li>
        </ul>

        <h2 id="guides">Guides</h2>
        <p>
          <Link to="/roboguide">RoboGuide</Link> holds practical how-to guides on SLAM, hardware, software, troubleshooting and best
          practices, each marked Beginner, Intermediate or Advanced. Search and filter by category and difficulty, and like the guides
          that helped you: the most popular ones are listed on their own page.
        </p>

        <h2 id="practice">Coding practice judge</h2>
        <p>
          <Link to="/practice">Practice</Link> has robotics-flavoured programming problems graded as easy, medium or hard. Pick a
          language, open a problem, write your solution in the editor and press <strong>Run Code</strong> to try the examples or{' '}
          <strong>Submit</strong> to run every hidden test.
        </p>
        <ul>
          <li>
            Languages: <strong>C</strong> (gcc), <strong>C++</strong> (g++) and <strong>Python 3</strong>. Read from standard input
            and write to standard output exactly as the problem describes.
          </li>
          <li>
            Limits: every problem states a time limit and a memory limit. Programs run in an isolated sandbox with no network access and
            no access to files outside their own folder, and output beyond a fixed size is cut off.
          </li>
          <li>
            Verdicts: Accepted, Wrong Answer, Compilation Error, Runtime Error, Time Limit Exceeded and Memory Limit Exceeded. The
            result panel shows the time and memory of each test.
          </li>
        </ul>

        <h2 id="challenges">Robotics challenges</h2>
        <p>
          Robotics challenges are weekly question checklists for mobile robotics, industrial robotics and AI/ML. Ticking a question
          awards its points (10 by default) and moves you up the <Link to="/leaderboard">leaderboard</Link>. Tournaments show as
          Coming Soon until they open; join an active one with a single click.
        </p>

        <h2 id="events">Events</h2>
        <p>
          <Link to="/events">Events</Link> lists workshops, meetups, seminars, webinars and competitions. Filter by category, city and
          status. Free events register in one click; paid events go through the cart. You can also create your own event, and only you
          can edit or delete it.
        </p>

        <h2 id="payments">Cart and payments</h2>
        <p>
          Add courses or event tickets to the cart and pay for everything at once at checkout. Prices are in rupees; payment runs
          through Razorpay (card, UPI, net banking or wallet) and unlocks your purchase as soon as it is verified. Every payment is
          listed in <Link to="/payment-history">Payment history</Link>. Refund rules are in the{' '}
          <Link to="/support/help-center">Help Center</Link>.
        </p>

        <h2 id="api">API for developers</h2>
        <p>
          The platform is built on a JSON API under <code>/api</code>. Its full, machine-readable description (OpenAPI) with every
          request and response is published at <a href="/api/docs">/api/docs</a>. Successful answers look like{' '}
          <code>{'{ success: true, data }'}</code>; errors carry <code>success: false</code>, a readable <code>message</code> and a
          stable <code>code</code>. Endpoints that need a login take a bearer token in the <code>Authorization</code> header.
        </p>
      </Prose>
    </SupportLayout>
  );
}
