// Adds a course to the shared cart with the spec's toasts (part 2 §8).
import { useCallback } from 'react';
import type { CourseSummary } from '@robo/contracts';
import { useToast } from '../../../components/ui/toast.tsx';
import { addToCart } from '../../../lib/cart.ts';

export function useAddCourseToCart() {
  const toast = useToast();
  return useCallback(
    (course: CourseSummary, { quiet = false } = {}): boolean => {
      try {
        const added = addToCart({
          id: course.id,
          type: 'course',
          title: course.title,
          thumbnail: course.thumbnail,
          price: course.price,
          discountPrice: course.discountPrice,
          instructor: course.instructor,
          category: course.category,
        });
        if (!quiet) {
          if (added) toast.success('Added to Cart!', `${course.title} is in your cart.`, 8000);
          else toast.warning('Already in Cart', `${course.title} is already in your cart.`);
        }
        return true;
      } catch {
        toast.error('Add to Cart Failed', 'Please refresh the page and try again.');
        return false;
      }
    },
    [toast],
  );
}
