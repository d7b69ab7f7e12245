// /courses/{id}: a course with its syllabus, Add to Cart and Buy Now; for an enrolled user the
// syllabus becomes their course.
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { BookOpen, CheckCircle2, ChevronDown, Clock, GraduationCap, PlayCircle, SearchX, ShoppingCart } from 'lucide-react';
import { Button, buttonLinkClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useSession } from '../../../lib/session.tsx';
import { useCourse } from '../api/get-course.ts';
import { CoursePrice } from '../components/course-price.tsx';
import { useAddCourseToCart } from '../hooks/use-add-course-to-cart.ts';

export default function CoursePage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const course = useCourse(id, user?.id ?? null);
  const addToCart = useAddCourseToCart();
  const navigate = useNavigate();
  const [open, setOpen] = useState<number | null>(0);

  if (course.isPending) return <PageLoader label="Loading course..." />;
  if (course.isError) {
    const missing = course.error instanceof ApiError && course.error.status === 404;
    return (
      <Container className="py-16 text-center">
        <SearchX className="mx-auto size-10 text-slate-400" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">{missing ? 'Course not found' : 'Failed to load course'}</h1>
        {!missing && <p role="alert" className="mt-2 text-slate-600 dark:text-slate-400">{course.error.message}</p>}
        <div className="mt-6 flex justify-center gap-3">
          {!missing && <Button onClick={() => course.refetch()}>Try again</Button>}
          <Link to="/courses" className={buttonLinkClass('secondary')}>Browse Courses</Link>
        </div>
      </Container>
    );
  }
  const c = course.data.data;
  const lessons = c.syllabus.reduce((n, m) => n + m.lessons.length, 0);

  return (
    <Container className="py-10">
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div>
          <p className="text-sm font-medium uppercase tracking-wide text-brand-600 dark:text-brand-400">{c.category} · {c.level}</p>
          <h1 className="mt-1 text-3xl font-bold">{c.title}</h1>
          <p className="mt-2 flex items-center gap-2 text-slate-600 dark:text-slate-400"><GraduationCap className="size-4" aria-hidden="true" /> {c.instructor}</p>
          <p className="mt-4 text-slate-700 dark:text-slate-300">{c.description}</p>

          <section className="mt-8 rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
            <h2 className="text-lg font-semibold">What you will learn</h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {c.whatYouWillLearn.map((w) => (
                <li key={w} className="flex items-start gap-2 text-sm"><CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-500" aria-hidden="true" /> {w}</li>
              ))}
            </ul>
          </section>

          {c.requirements.length > 0 && (
            <section className="mt-6">
              <h2 className="text-lg font-semibold">Requirements</h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
                {c.requirements.map((r) => <li key={r}>{r}</li>)}
              </ul>
            </section>
          )}

          <section className="mt-8">
            <h2 className="text-lg font-semibold">{c.enrolled ? 'Your course' : 'Syllabus'}</h2>
            <p className="text-sm text-slate-500 dark:text-slate-400">{c.syllabus.length} modules · {lessons} lessons · {c.durationHours} hours</p>
            <ol className="mt-4 space-y-3">
              {c.syllabus.map((m, i) => (
                <li key={m.title} className="rounded-xl border border-slate-200 dark:border-slate-800">
                  <h3>
                    <button type="button" aria-expanded={open === i} onClick={() => setOpen(open === i ? null : i)} className="flex w-full items-center justify-between p-4 text-left font-medium">
                      <span>Module {i + 1}: {m.title}</span>
                      <ChevronDown className={cn('size-5 transition-transform', open === i && 'rotate-180')} aria-hidden="true" />
                    </button>
                  </h3>
                  {open === i && (
                    <ul className="space-y-2 px-4 pb-4 text-sm">
                      {m.lessons.map((l) => (
                        <li key={l.title} className="flex items-center justify-between gap-3">
                          <span className="flex items-center gap-2">
                            {c.enrolled ? <PlayCircle className="size-4 text-brand-500" aria-hidden="true" /> : <BookOpen className="size-4 text-slate-400" aria-hidden="true" />}
                            {l.title}
                          </span>
                          <span className="shrink-0 text-slate-500 dark:text-slate-400">{l.durationMinutes} min</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ol>
          </section>
        </div>

        <aside className="order-first h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24 lg:order-none dark:border-slate-800 dark:bg-slate-900">
          <img src={c.thumbnail} alt="" className="aspect-video w-full rounded-xl bg-slate-100 object-cover dark:bg-slate-800" />
          {c.enrolled ? (
            <div className="mt-5">
              <p className="flex items-center gap-2 font-semibold text-emerald-600 dark:text-emerald-400"><CheckCircle2 className="size-5" aria-hidden="true" /> You are enrolled</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Lifetime access. Work through the modules at your pace.</p>
            </div>
          ) : (
            <>
              <div className="mt-5"><CoursePrice price={c.price} discountPrice={c.discountPrice} large /></div>
              <div className="mt-5 flex flex-col gap-3">
                <Button size="lg" onClick={() => { if (addToCart(c, { quiet: true })) navigate(`/razorpay-checkout?course=${encodeURIComponent(c.id)}`); }}>
                  Buy Now
                </Button>
                <Button size="lg" variant="secondary" onClick={() => addToCart(c)}>
                  <ShoppingCart className="size-4" aria-hidden="true" /> Add to Cart
                </Button>
              </div>
            </>
          )}
          <ul className="mt-5 space-y-2 text-sm text-slate-600 dark:text-slate-400">
            <li className="flex items-center gap-2"><Clock className="size-4" aria-hidden="true" /> {c.durationHours} hours of content</li>
            <li className="flex items-center gap-2"><BookOpen className="size-4" aria-hidden="true" /> {lessons} lessons</li>
          </ul>
        </aside>
      </div>
    </Container>
  );
}
