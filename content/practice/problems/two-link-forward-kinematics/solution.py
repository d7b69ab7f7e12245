import math
import sys


def main():
    data = sys.stdin.read().split()
    l1, l2, q = float(data[0]), float(data[1]), int(data[2])
    deg = math.pi / 180.0
    cos, sin = math.cos, math.sin
    out = []
    for i in range(q):
        t1, t2 = float(data[3 + 2 * i]), float(data[4 + 2 * i])
        a1, a12 = t1 * deg, (t1 + t2) * deg      # absolute angles of link 1 and link 2
        x = l1 * cos(a1) + l2 * cos(a12)
        y = l1 * sin(a1) + l2 * sin(a12)
        out.append(f"{x:.6f} {y:.6f}")
    sys.stdout.write("\n".join(out) + "\n")


main()
