def case(r, W, wmax, cmds):
    return f"{r} {W} {wmax}\n{len(cmds)}\n" + "".join(f"{v} {w}\n" for v, w in cmds)


def rnd(rng, n, vmax=10, wmax=20):
    return [(round(rng.uniform(-vmax, vmax), 3), round(rng.uniform(-wmax, wmax), 3)) for _ in range(n)]


def generate(rng):
    tests = [
        case(0.05, 0.3, 20, [(0.5, 0), (0.5, 1.0), (1.5, 2.0), (0, -2)]),
        case(1, 2, 1000, [(0, 0)]),
        case(0.01, 0.05, 1, [(10, 20), (-10, -20), (10, -20)]),      # heavy saturation
        case(0.1, 0.5, 50, [(5, 0), (-5, 0), (0, 20), (0, -20)]),      # exactly at the limit / pure spin
        case(0.035, 0.16, 30, [(0.2, 0.5), (0.2, -0.5), (-0.3, 1.2)]),
        case(0.5, 1.0, 10, rnd(rng, 50, 5, 5)),
        case(0.08, 0.4, 25, rnd(rng, 1000, 3, 8)),
        case(1, 0.05, 1000, rnd(rng, 500)),
        case(0.01, 2, 1, rnd(rng, 500)),
    ]
    tests.append(case(0.06, 0.35, 40, rnd(rng, 20000, 4, 10)))
    tests.append(case(0.2, 1.5, 15, rnd(rng, 20000)))
    return tests
