import math
import sys


def main():
    data = sys.stdin.buffer.read().split()
    T, D, n = int(data[0]), int(data[1]), int(data[2])
    ticks = list(map(int, data[3:3 + n]))
    net = sum(ticks)
    total = sum(abs(t) for t in ticks)
    # one tick = pi * D / T millimetres of wheel circumference
    print(f"{math.pi * D * net / T:.6f}")
    print(f"{math.pi * D * total / T:.6f}")


main()
