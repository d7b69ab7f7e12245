import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    pts = sorted(set(zip(map(int, data[1:1 + 2 * n:2]), map(int, data[2:2 + 2 * n:2]))))
    if len(pts) == 1:
        print(0)
        return

    def half(points):
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

    h = half(pts)[:-1] + half(pts[::-1])[:-1]      # convex hull, counter-clockwise
    m = len(h)

    def d2(a, b):
        return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2

    if m == 2:
        print(d2(h[0], h[1]))
        return

    def area2(a, b, c):
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])

    best = 0
    j = 1
    for i in range(m):                              # rotating calipers
        a, b = h[i], h[(i + 1) % m]
        while area2(a, b, h[(j + 1) % m]) > area2(a, b, h[j]):
            j = (j + 1) % m
        best = max(best, d2(a, h[j]), d2(b, h[j]))
    print(best)


main()
