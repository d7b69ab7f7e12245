import sys


def main():
    data = sys.stdin.read().split()
    kp, ki, kd, dt, umax, setpoint = map(float, data[:6])
    n = int(data[6])
    integral = 0.0
    prev_error = 0.0
    out = []
    for k in range(n):
        y = float(data[7 + k])
        e = setpoint - y
        integral += e * dt
        deriv = 0.0 if k == 0 else (e - prev_error) / dt   # no derivative kick on step 1
        u = kp * e + ki * integral + kd * deriv
        u = max(-umax, min(umax, u))                         # actuator saturation
        prev_error = e
        out.append(f"{u:.6f}")
    sys.stdout.write("\n".join(out) + "\n")


main()
