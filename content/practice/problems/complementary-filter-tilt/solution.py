import math
import sys


def main():
    data = sys.stdin.read().split()
    alpha, dt, n = float(data[0]), float(data[1]), int(data[2])
    rad2deg = 180.0 / math.pi
    atan2 = math.atan2
    theta = 0.0
    out = []
    for k in range(n):
        g, ax, az = float(data[3 + 3 * k]), float(data[4 + 3 * k]), float(data[5 + 3 * k])
        acc = atan2(ax, az) * rad2deg               # tilt seen by the accelerometer
        if k == 0:
            theta = acc                             # initialise from gravity
        else:
            theta = alpha * (theta + g * dt) + (1 - alpha) * acc
        out.append(f"{theta:.6f}")
    sys.stdout.write("\n".join(out) + "\n")


main()
