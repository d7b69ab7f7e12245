import math
import sys


def main():
    data = sys.stdin.buffer.read().split()
    m = int(data[0])
    walls = []
    for i in range(m):
        ax, ay, bx, by = map(int, data[1 + 4 * i:5 + 4 * i])
        walls.append((ax, ay, bx, by, bx - ax, by - ay, (bx - ax) ** 2 + (by - ay) ** 2))
    q = int(data[1 + 4 * m])
    pos = 2 + 4 * m
    out = []
    for _ in range(q):
        px, py = int(data[pos]), int(data[pos + 1])
        pos += 2
        best = float("inf")     # smallest squared distance
        for ax, ay, bx, by, vx, vy, len2 in walls:
            wx, wy = px - ax, py - ay
            dot = vx * wx + vy * wy
            if dot <= 0:                          # closest point is A
                d2 = wx * wx + wy * wy
            elif dot >= len2:                     # closest point is B
                d2 = (px - bx) ** 2 + (py - by) ** 2
            else:                                 # perpendicular foot inside the segment
                cr = vx * wy - vy * wx
                d2 = float(cr) * float(cr) / len2
            if d2 < best:
                best = d2
        out.append(f"{math.sqrt(best):.6f}")
    sys.stdout.write("\n".join(out) + "\n")


main()
