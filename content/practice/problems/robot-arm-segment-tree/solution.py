import math
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    length = list(map(int, data[2:2 + n]))
    COS = [math.cos(a * math.pi / 180.0) for a in range(360)]
    SIN = [math.sin(a * math.pi / 180.0) for a in range(360)]
    sz = 1
    while sz < n:
        sz <<= 1
    # node i: vector across its links (in the frame before the range) and total joint rotation
    ang = [0] * (2 * sz)
    vx = [0.0] * (2 * sz)
    vy = [0.0] * (2 * sz)
    for i in range(n):
        vx[sz + i] = float(length[i])          # all joints start at 0 degrees

    def pull(i):
        l, r = 2 * i, 2 * i + 1
        a = ang[l]
        c, s = COS[a], SIN[a]
        vx[i] = vx[l] + c * vx[r] - s * vy[r]   # right part is rotated by the left part's turn
        vy[i] = vy[l] + s * vx[r] + c * vy[r]
        ang[i] = (a + ang[r]) % 360

    for i in range(sz - 1, 0, -1):
        pull(i)
    out = []
    pos = 2 + n
    for _ in range(q):
        j, a = int(data[pos]), int(data[pos + 1])
        pos += 2
        i = sz + j
        ang[i] = a
        vx[i] = length[j] * COS[a]
        vy[i] = length[j] * SIN[a]
        i >>= 1
        while i:
            l = 2 * i
            r = l + 1
            al = ang[l]
            c, s = COS[al], SIN[al]
            xr, yr = vx[r], vy[r]
            vx[i] = vx[l] + c * xr - s * yr
            vy[i] = vy[l] + s * xr + c * yr
            ang[i] = (al + ang[r]) % 360
            i >>= 1
        out.append(f"{vx[1]:.6f} {vy[1]:.6f}")
    sys.stdout.write("\n".join(out) + "\n")


main()
