import math


def case(alpha, dt, samples):
    return f"{alpha} {dt}\n{len(samples)}\n" + "".join(f"{g:.3f} {ax:.3f} {az:.3f}\n" for g, ax, az in samples)


def imu(rng, n, dt, motion, gyro_bias, acc_noise, gyro_noise):
    """Simulated IMU on a tilting robot: true angle follows motion(t)."""
    res = []
    for k in range(n):
        t = k * dt
        ang = motion(t)
        rate = (motion(t + 1e-4) - motion(t - 1e-4)) / 2e-4
        a = math.radians(ang)
        res.append((rate + gyro_bias + rng.gauss(0, gyro_noise),
                    9.81 * math.sin(a) + rng.gauss(0, acc_noise),
                    9.81 * math.cos(a) + rng.gauss(0, acc_noise)))
    return res


def generate(rng):
    tests = [
        case(0.98, 0.01, [(0, 0, 9.81), (10, 0.2, 9.8), (10, 0.35, 9.79), (0, 0.35, 9.79)]),
        case(0.5, 1, [(0, 1, 1)]),
        case(1, 0.1, [(5, 0, 1), (5, 0, 1), (5, 0, 1)]),          # gyro only after the first sample
        case(0, 0.1, [(100, 1, 0), (100, -1, 0), (100, 0, -1)]),  # accelerometer only: 90, -90, 180
        case(0.9, 0.05, [(0, -3, -4), (0, -3, -4), (0, 3, -4)]),
        case(0.98, 0.01, imu(rng, 500, 0.01, lambda t: 30 * math.sin(t), 0.5, 0.3, 0.2)),
        case(0.95, 0.02, imu(rng, 2000, 0.02, lambda t: 10 * t if t < 5 else 50, 2.0, 0.5, 0.5)),
        case(0.999, 0.001, imu(rng, 5000, 0.001, lambda t: 5, 1.0, 2.0, 0.1)),
        case(0.7, 0.1, [(rng.uniform(-500, 500), rng.uniform(-20, 20), rng.uniform(-20, 20)) for _ in range(1000)]),
    ]
    tests.append(case(0.98, 0.005, imu(rng, 20000, 0.005, lambda t: 45 * math.sin(0.7 * t) + 10 * math.sin(3 * t), 1.5, 0.4, 0.3)))
    tests.append(case(0.9, 0.01, imu(rng, 20000, 0.01, lambda t: 20 * math.floor(t / 10) % 80 - 40, 0.0, 1.0, 1.0)))
    return tests
