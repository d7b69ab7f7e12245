#include <bits/stdc++.h>
using namespace std;

// Segment tree over the links. A node stores, for its range of links, the vector from the start of
// its first link to the end of its last link (expressed in the frame of the link before the range)
// and the total rotation (sum of the joint angles in the range, degrees mod 360).
int sz;
vector<int> ang;
vector<double> vx, vy;
double COS[360], SIN[360];

void pull(int i) {
    int l = 2 * i, r = 2 * i + 1, a = ang[l];
    vx[i] = vx[l] + COS[a] * vx[r] - SIN[a] * vy[r];   // right part is rotated by the left part's turn
    vy[i] = vy[l] + SIN[a] * vx[r] + COS[a] * vy[r];
    ang[i] = (a + ang[r]) % 360;
}

int main() {
    int n, q;
    if (!(cin >> n >> q)) return 0;
    const double PI = acos(-1.0);
    for (int a = 0; a < 360; a++) { COS[a] = cos(a * PI / 180.0); SIN[a] = sin(a * PI / 180.0); }
    vector<int> len(n);
    for (auto &l : len) cin >> l;
    sz = 1;
    while (sz < n) sz <<= 1;
    ang.assign(2 * sz, 0);
    vx.assign(2 * sz, 0.0);
    vy.assign(2 * sz, 0.0);
    for (int i = 0; i < n; i++) vx[sz + i] = len[i];      // all joints start at 0 degrees
    for (int i = sz - 1; i >= 1; i--) pull(i);
    string out;
    char buf[96];
    while (q--) {
        int j, a;
        cin >> j >> a;
        int i = sz + j;
        ang[i] = a;
        vx[i] = len[j] * COS[a];
        vy[i] = len[j] * SIN[a];
        for (i >>= 1; i >= 1; i >>= 1) pull(i);
        snprintf(buf, sizeof buf, "%.6f %.6f\n", vx[1], vy[1]);
        out += buf;
    }
    fputs(out.c_str(), stdout);
    return 0;
}
