def case(l1, l2, qs):
    return f"{l1} {l2}\n{len(qs)}\n" + "".join(f"{a} {b}\n" for a, b in qs)


def generate(rng):
    tests = [
        case(10, 5, [(0, 0), (90, -90), (30, 60)]),
        case(1, 1, [(0, 180)]),                        # folded back onto the base
        case(1000, 1000, [(360, -360), (-360, 360)]),
        case(7, 3, [(a, 0) for a in range(-360, 361, 45)]),
        case(250, 180, [(45, b) for b in range(-180, 181, 30)]),
        case(1, 1000, [(rng.randint(-360, 360), rng.randint(-360, 360)) for _ in range(20)]),
        case(rng.randint(1, 1000), rng.randint(1, 1000), [(rng.randint(-360, 360), rng.randint(-360, 360)) for _ in range(1000)]),
        case(300, 200, [(rng.randint(-90, 90), rng.randint(0, 150)) for _ in range(5000)]),
        case(999, 1, [(rng.randint(-360, 360), rng.randint(-360, 360)) for _ in range(100)]),
    ]
    tests.append(case(rng.randint(1, 1000), rng.randint(1, 1000), [(rng.randint(-360, 360), rng.randint(-360, 360)) for _ in range(20000)]))
    tests.append(case(1000, 1000, [(rng.randint(-360, 360), rng.randint(-360, 360)) for _ in range(20000)]))
    return tests
