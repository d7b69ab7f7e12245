import math
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    pts = sorted(set(zip(map(int, data[1:1 + 2 * n:2]), map(int, data[2:2 + 2 * n:2]))))
    if len(pts) == 1:
        hull = pts
    else:
        def half(points):
            # one half of Andrew's monotone chain; "<= 0" also drops collinear points
            st = []
            for px, py in points:
                while len(st) >= 2:
                    (ox, oy), (ax, ay) = st[-2], st[-1]
                    if (ax - ox) * (py - oy) - (ay - oy) * (px - ox) <= 0:
                        st.pop()
                    else:
                        break
                st.append((px, py))
            return st
        lower, upper = half(pts), half(pts[::-1])
        hull = lower[:-1] + upper[:-1]
    m = len(hull)
    per = 0.0
    if m >= 2:
        for i in range(m):
            (ax, ay), (bx, by) = hull[i], hull[(i + 1) % m]
            per += math.hypot(ax - bx, ay - by)
    print(f"{m} {per:.6f}")


main()
