def case(jobs):
    return f"{len(jobs)}\n" + "".join(f"{t} {d}\n" for t, d in jobs)


def generate(rng):
    tests = [
        case([(3, 5), (2, 4), (4, 9), (1, 2)]),
        case([(5, 4)]),                              # impossible single job
        case([(4, 4)]),                              # finishes exactly on time
        case([(2, 2), (2, 2), (2, 2)]),
        case([(1, 10 ** 9)] * 5),
        case([(10 ** 4, 10 ** 9), (1, 1), (10 ** 4, 10 ** 4)]),
        case([(rng.randint(1, 10), rng.randint(1, 30)) for _ in range(15)]),
        case([(rng.randint(1, 100), rng.randint(1, 2000)) for _ in range(300)]),
        case([(rng.randint(1, 10 ** 4), rng.randint(1, 10 ** 9)) for _ in range(3000)]),
    ]
    tests.append(case([(rng.randint(1, 10 ** 4), rng.randint(1, 5 * 10 ** 7)) for _ in range(50000)]))
    tests.append(case([(rng.randint(1, 10), rng.randint(1, 10 ** 5)) for _ in range(50000)]))
    # many long jobs with early deadlines followed by short ones: stresses the "drop the longest" step
    jobs = [(10 ** 4 - i % 100, 10 ** 4 * (i // 10 + 1)) for i in range(20000)]
    jobs += [(rng.randint(1, 50), rng.randint(1, 2 * 10 ** 7)) for _ in range(10000)]
    rng.shuffle(jobs)
    tests.append(case(jobs))
    return tests
