import math
import sys


def main():
    data = sys.stdin.buffer.read().split()
    l1, l2, q = int(data[0]), int(data[1]), int(data[2])
    pi = math.pi
    out = []
    for i in range(q):
        x, y = int(data[3 + 2 * i]), int(data[4 + 2 * i])
        d2 = x * x + y * y
        # reachable iff |L1 - L2| <= d <= L1 + L2 (compare squares: exact integers)
        if d2 > (l1 + l2) ** 2 or d2 < (l1 - l2) ** 2:
            out.append("UNREACHABLE")
            continue
        c2 = (d2 - l1 * l1 - l2 * l2) / (2 * l1 * l2)       # law of cosines
        t2 = math.acos(max(-1.0, min(1.0, c2)))             # in [0, pi]
        t1 = math.atan2(y, x) - math.atan2(l2 * math.sin(t2), l1 + l2 * math.cos(t2))
        if t1 > pi:
            t1 -= 2 * pi
        if t1 <= -pi:
            t1 += 2 * pi
        out.append(f"{t1 * 180.0 / pi:.6f} {t2 * 180.0 / pi:.6f}")
    sys.stdout.write("\n".join(out) + "\n")


main()
