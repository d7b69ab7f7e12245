import math


def fmt(x):
    return f"{x:.3f}"


def case(kp, ki, kd, dt, umax, sp, ys):
    return (f"{fmt(kp)} {fmt(ki)} {fmt(kd)}\n{fmt(dt)} {fmt(umax)} {fmt(sp)}\n{len(ys)}\n"
            + " ".join(fmt(y) for y in ys) + "\n")


def plant(rng, n, kp, ki, kd, dt, umax, sp, noise):
    """Simulate a first-order motor so the log looks like a real closed loop."""
    y, integ, prev, ys = 0.0, 0.0, 0.0, []
    for k in range(n):
        meas = round(y + rng.uniform(-noise, noise), 3)
        ys.append(meas)
        e = sp - meas
        integ += e * dt
        d = 0.0 if k == 0 else (e - prev) / dt
        prev = e
        u = max(-umax, min(umax, kp * e + ki * integ + kd * d))
        y += dt * (u - 0.5 * y)
        y = max(-999.0, min(999.0, y))
    return ys


def generate(rng):
    tests = [
        case(2, 0.5, 0.1, 0.1, 10, 1, [0, 0.2, 0.5, 0.9, 1.1]),
        case(1, 0, 0, 1, 1, 0, [0]),
        case(0, 0, 0, 0.01, 5, 100, [1, 2, 3]),                  # all gains zero
        case(5, 0, 0, 0.1, 3, 10, [0, 5, 9, 10, 11, 20]),        # saturation both ways
        case(0, 100, 0, 1, 10000, 1000, [-1000] * 10),           # integral windup until the clamp
        case(0, 0, 100, 0.001, 10000, 0, [0, 0.001, -0.001, 0.002]),  # pure derivative
        case(1.2, 0.8, 0.05, 0.02, 12, 50, plant(rng, 200, 1.2, 0.8, 0.05, 0.02, 12, 50, 0.5)),
        case(3.5, 1.5, 0.25, 0.05, 24, -20, plant(rng, 1000, 3.5, 1.5, 0.25, 0.05, 24, -20, 1)),
        case(rng.uniform(0, 100), rng.uniform(0, 100), rng.uniform(0, 100), 0.5, 10000, 0,
             [rng.uniform(-1000, 1000) for _ in range(500)]),
    ]
    tests.append(case(2.0, 0.7, 0.15, 0.01, 100, 250, plant(rng, 30000, 2.0, 0.7, 0.15, 0.01, 100, 250, 2)))
    tests.append(case(0.8, 0.05, 0.3, 0.001, 6, 0, [round(5 * math.sin(k / 300) + rng.uniform(-0.2, 0.2), 3) for k in range(30000)]))
    return tests
