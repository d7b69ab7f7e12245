import sys
from bisect import bisect_left


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    vals = list(map(int, data[1:1 + 4 * n]))
    ys = sorted(set(vals[1::4]) | set(vals[3::4]))
    index = {y: i for i, y in enumerate(ys)}
    events = []
    for i in range(n):
        x1, y1, x2, y2 = vals[4 * i:4 * i + 4]
        a, b = index[y1], index[y2]
        events.append((x1, 1, a, b))
        events.append((x2, -1, a, b))
    events.sort(key=lambda e: e[0])
    m = len(ys)
    cnt = [0] * (4 * m)
    length = [0] * (4 * m)

    def update(node, l, r, ql, qr, v):
        # node covers the elementary y-intervals [l, r); cnt = rectangles covering all of it
        if ql <= l and r <= qr:
            cnt[node] += v
        else:
            mid = (l + r) >> 1
            if ql < mid:
                update(2 * node, l, mid, ql, qr, v)
            if qr > mid:
                update(2 * node + 1, mid, r, ql, qr, v)
        if cnt[node]:
            length[node] = ys[r] - ys[l]
        elif r - l == 1:
            length[node] = 0
        else:
            length[node] = length[2 * node] + length[2 * node + 1]

    area = 0
    prev_x = events[0][0]
    for x, v, a, b in events:
        area += length[1] * (x - prev_x)       # covered length is constant between events
        prev_x = x
        update(1, 0, m - 1, a, b, v)
    print(area)


main()
