import sys


def main():
    data = sys.stdin.read().split()
    x, P, Q, R = map(float, data[:4])
    n = int(data[4])
    out = []
    for k in range(n):
        u, z = float(data[5 + 2 * k]), float(data[6 + 2 * k])
        x = x + u                  # predict with the odometry displacement
        P = P + Q
        K = P / (P + R)            # Kalman gain
        x = x + K * (z - x)        # correct with the measurement
        P = (1 - K) * P
        out.append(f"{x:.6f} {P:.6f}")
    sys.stdout.write("\n".join(out) + "\n")


main()
