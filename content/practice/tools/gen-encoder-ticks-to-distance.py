def case(T, D, ticks):
    return f"{T} {D} {len(ticks)}\n" + " ".join(map(str, ticks)) + "\n"


def generate(rng):
    tests = [
        case(360, 100, [90, 90, -45, 180]),
        case(1, 1, [0]),
        case(4096, 65, [0, 0, 0]),
        case(1000, 80, [-250, -250, -500]),
        case(1, 1000, [10000, -10000, 10000, -10000]),
        case(100000, 1, [1]),
        case(2048, 152, [rng.randint(-300, 300) for _ in range(50)]),
        case(rng.randint(1, 100000), rng.randint(1, 1000), [rng.randint(-10000, 10000) for _ in range(1000)]),
        case(1024, 100, [rng.randint(0, 40) for _ in range(5000)]),
    ]
    tests.append(case(rng.randint(500, 5000), rng.randint(50, 300), [rng.randint(-999, 999) for _ in range(100000)]))
    tests.append(case(3, 997, [rng.randint(9000, 10000) for _ in range(100000)]))
    tests.append(case(12, 1000, [-10000] * 20000 + [rng.randint(-99, 99) for _ in range(80000)]))
    return tests
