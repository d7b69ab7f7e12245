def case(x0, P0, Q, R, steps):
    return f"{x0} {P0} {Q} {R}\n{len(steps)}\n" + "".join(f"{u:.3f} {z:.3f}\n" for u, z in steps)


def track(rng, n, speed, q, r):
    pos, res = 0.0, []
    for _ in range(n):
        u = speed + rng.uniform(-0.1, 0.1) * speed
        pos += u + rng.gauss(0, q ** 0.5)
        res.append((u, pos + rng.gauss(0, r ** 0.5)))
    return res


def generate(rng):
    tests = [
        case(0, 1, 0.1, 1, [(1, 1.2), (1, 1.9), (1, 3.3)]),
        case(5, 0, 0, 1, [(0, 10)]),                        # perfectly known start, static model
        case(0, 1000, 0.01, 0.01, [(0, 7), (0, 7.1)]),       # vague prior: trusts the sensor
        case(0, 1, 1, 1000, [(2, 100), (2, -100), (2, 0)]),  # very noisy sensor
        case(-50, 4, 0.5, 2, [(-1.5, -51.2), (0, -52), (3.25, -48.5), (-0.001, -48.4)]),
        case(0, 1, 0.05, 0.5, track(rng, 200, 0.5, 0.05, 0.5)),
        case(100, 10, 0.001, 25, track(rng, 3000, 0.02, 0.001, 25)),
        case(0, 0.5, 2, 0.1, track(rng, 1000, 3, 2, 0.1)),
        case(0, 1, 0, 1, [(0, rng.uniform(-10, 10)) for _ in range(1000)]),   # Q = 0: running mean
    ]
    tests.append(case(0, 1, 0.02, 1.5, track(rng, 20000, 0.1, 0.02, 1.5)))
    tests.append(case(-1000, 100, 5, 50, track(rng, 20000, 0.05, 5, 50)))
    return tests
