import math
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    start, step, max_range = float(data[1]), float(data[2]), float(data[3])
    best, best_r = -1, 0.0
    for i in range(n):
        r = float(data[4 + i])
        if 0 < r <= max_range and (best < 0 or r < best_r):   # 0 = no echo
            best, best_r = i, r
    if best < 0:
        print("NO OBSTACLE")
        return
    theta = (start + best * step) * math.pi / 180.0
    print(f"{best} {best_r * math.cos(theta):.6f} {best_r * math.sin(theta):.6f}")


main()
