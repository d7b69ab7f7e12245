import heapq
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    jobs = sorted(zip(map(int, data[2:2 + 2 * n:2]), map(int, data[1:1 + 2 * n:2])))  # (deadline, duration)
    chosen = []          # max-heap of accepted durations (stored negated)
    t = 0
    for d, length in jobs:
        heapq.heappush(chosen, -length)
        t += length
        if t > d:        # too late: drop the longest accepted job
            t += heapq.heappop(chosen)
    print(len(chosen))


main()
