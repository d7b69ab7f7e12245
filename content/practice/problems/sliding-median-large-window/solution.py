import sys
from collections import defaultdict
from heapq import heappop, heappush


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    a = list(map(int, data[2:2 + n]))
    lo, hi = [], []                # lo: max-heap (negated) of the smaller half, hi: min-heap
    lo_size = hi_size = 0          # number of valid (not yet deleted) elements in each heap
    delayed = defaultdict(int)     # lazy deletion: value -> how many copies are pending removal
    target = (k + 1) // 2          # lo keeps the (K+1)//2 smallest values: its max is the median

    def prune(heap, sign):
        while heap and delayed[sign * heap[0]]:
            delayed[sign * heap[0]] -= 1
            heappop(heap)

    out = []
    for i in range(n):
        x = a[i]
        if not lo or x <= -lo[0]:
            heappush(lo, -x)
            lo_size += 1
        else:
            heappush(hi, x)
            hi_size += 1
        if i >= k:                             # the reading leaving the window
            y = a[i - k]
            delayed[y] += 1
            if y <= -lo[0]:
                lo_size -= 1
                if y == -lo[0]:
                    prune(lo, -1)
            else:
                hi_size -= 1
                if y == hi[0]:
                    prune(hi, 1)
        want = min(target, (min(i + 1, k) + 1) // 2)
        while lo_size > want:                  # move the largest of lo to hi
            heappush(hi, -heappop(lo))
            lo_size -= 1
            hi_size += 1
            prune(lo, -1)
        while lo_size < want:                  # move the smallest of hi to lo
            heappush(lo, -heappop(hi))
            hi_size -= 1
            lo_size += 1
            prune(hi, 1)
        prune(lo, -1)
        prune(hi, 1)
        if i >= k - 1:
            out.append(-lo[0])
    print(" ".join(map(str, out)))


main()
