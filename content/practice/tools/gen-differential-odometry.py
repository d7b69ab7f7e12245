def case(r, b, T, steps):
    return f"{r} {b} {T}\n{len(steps)}\n" + "".join(f"{a} {c}\n" for a, c in steps)


def generate(rng):
    tests = [
        case(0.05, 0.3, 1000, [(1000, 1000), (-200, 200), (500, 500)]),
        case(0.1, 0.5, 100, [(0, 0)]),
        case(0.1, 0.5, 100, [(-100, -100)]),                  # straight backwards
        case(0.03, 0.2, 360, [(100, -100)] * 12),             # spin in place
        case(0.05, 0.25, 512, [(300, 340)] * 200),            # constant arc: a circle
        case(0.035, 0.16, 2048, [(rng.randint(-50, 200), rng.randint(-50, 200)) for _ in range(100)]),
        case(1.0, 2.0, 1, [(1, 1), (1, -1), (-1, 1)]),
        case(0.2, 0.6, 4096, [(rng.randint(-1000, 1000), rng.randint(-1000, 1000)) for _ in range(2000)]),
        case(0.05, 0.3, 1024, [(d, d + rng.randint(-3, 3)) for d in (rng.randint(80, 120) for _ in range(5000))]),
    ]
    tests.append(case(0.04, 0.22, 1440, [(d, d + rng.randint(-20, 20)) for d in (rng.randint(-100, 300) for _ in range(50000))]))
    tests.append(case(0.5, 0.05, 100000, [(rng.randint(-1000, 1000), rng.randint(-1000, 1000)) for _ in range(50000)]))
    return tests
