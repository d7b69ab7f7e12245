def render(g):
    return f"{len(g)} {len(g[0])}\n" + "\n".join("".join(r) for r in g) + "\n"


def put(g, s, t):
    g[s[0]][s[1]] = "S"
    g[t[0]][t[1]] = "G"
    return g


def pillars(rng, R, C, n, maxsize):
    g = [["."] * C for _ in range(R)]
    for _ in range(n):
        r, c = rng.randrange(R), rng.randrange(C)
        h, w = rng.randint(1, maxsize), rng.randint(1, maxsize)
        for i in range(r, min(R, r + h)):
            for j in range(c, min(C, c + w)):
                g[i][j] = "#"
    return g


def free_cell(rng, g):
    while True:
        r, c = rng.randrange(len(g)), rng.randrange(len(g[0]))
        if g[r][c] == ".":
            return (r, c)


def generate(rng):
    tests = [
        render([list("S...."), list("....."), list("....G")]),
        render([list("SG")]),
        render([list("S#G")]),
        render([list("S"), list("G")]),
        render([["."] * 9 for _ in range(9)][:4] + [list("S.......G")] + [["."] * 9 for _ in range(4)]),
        render(put([list("...#..."), list("...#..."), list("......."), list("...#..."), list("...#...")], (0, 0), (4, 6))),
    ]
    g = pillars(rng, 40, 60, 30, 6)
    tests.append(render(put(g, free_cell(rng, g), free_cell(rng, g))))
    g = pillars(rng, 100, 100, 150, 8)
    tests.append(render(put(g, free_cell(rng, g), free_cell(rng, g))))
    g = [["#" if rng.random() < 0.45 else "." for _ in range(50)] for _ in range(50)]
    tests.append(render(put(g, free_cell(rng, g), free_cell(rng, g))))
    g = pillars(rng, 300, 300, 400, 15)
    tests.append(render(put(g, free_cell(rng, g), free_cell(rng, g))))
    g = [["."] * 300 for _ in range(300)]
    tests.append(render(put(g, (0, 0), (150, 150))))                    # empty hall: clearance 1 at the start
    g = pillars(rng, 300, 300, 60, 40)
    for r in range(300):
        g[r][150] = "#" if r != 10 else "."                              # one narrow door
    tests.append(render(put(g, (150, 75), (150, 225))) if g[150][75] == "." and g[150][225] == "." else render(put(g, free_cell(rng, g), free_cell(rng, g))))
    return tests
