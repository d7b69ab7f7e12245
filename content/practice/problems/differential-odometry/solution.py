import math
import sys


def main():
    data = sys.stdin.buffer.read().split()
    r, b, T, n = float(data[0]), float(data[1]), int(data[2]), int(data[3])
    pi, cos, sin = math.pi, math.cos, math.sin
    x = y = th = 0.0
    for i in range(n):
        dl, dr = int(data[4 + 2 * i]), int(data[5 + 2 * i])
        sl = 2 * pi * r * dl / T          # distance rolled by the left wheel
        sr = 2 * pi * r * dr / T          # distance rolled by the right wheel
        ds = (sl + sr) / 2
        dth = (sr - sl) / b
        x += ds * cos(th + dth / 2)       # midpoint heading
        y += ds * sin(th + dth / 2)
        th += dth
    print(f"{x:.6f} {y:.6f} {th:.6f}")


main()
