import sys


def main():
    data = sys.stdin.read().split()
    r, W, wmax = float(data[0]), float(data[1]), float(data[2])
    q = int(data[3])
    out = []
    pos = 4
    for _ in range(q):
        v, w = float(data[pos]), float(data[pos + 1])
        pos += 2
        wl = (v - w * W / 2) / r
        wr = (v + w * W / 2) / r
        m = max(abs(wl), abs(wr))
        if m > wmax:                 # scale both wheels: keeps the path curvature
            wl *= wmax / m
            wr *= wmax / m
        out.append(f"{wl:.6f} {wr:.6f}")
    sys.stdout.write("\n".join(out) + "\n")


main()
