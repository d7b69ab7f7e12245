#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static int sz, *ang, *len;
static double *vx, *vy, COS[360], SIN[360];

static void pull(int i) {
    int l = 2 * i, r = 2 * i + 1, a = ang[l];
    vx[i] = vx[l] + COS[a] * vx[r] - SIN[a] * vy[r];
    vy[i] = vy[l] + SIN[a] * vx[r] + COS[a] * vy[r];
    ang[i] = (a + ang[r]) % 360;
}

int main(void) {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    const double PI = acos(-1.0);
    for (int a = 0; a < 360; a++) { COS[a] = cos(a * PI / 180.0); SIN[a] = sin(a * PI / 180.0); }
    len = malloc(sizeof(int) * n);
    for (int i = 0; i < n; i++) scanf("%d", &len[i]);
    sz = 1;
    while (sz < n) sz <<= 1;
    ang = calloc(2 * sz, sizeof(int));
    vx = calloc(2 * sz, sizeof(double));
    vy = calloc(2 * sz, sizeof(double));
    for (int i = 0; i < n; i++) vx[sz + i] = len[i];
    for (int i = sz - 1; i >= 1; i--) pull(i);
    while (q--) {
        int j, a;
        scanf("%d %d", &j, &a);
        int i = sz + j;
        ang[i] = a;
        vx[i] = len[j] * COS[a];
        vy[i] = len[j] * SIN[a];
        for (i >>= 1; i >= 1; i >>= 1) pull(i);
        printf("%.6f %.6f\n", vx[1], vy[1]);
    }
    return 0;
}
