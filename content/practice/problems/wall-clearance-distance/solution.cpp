#include <bits/stdc++.h>
using namespace std;
typedef long long ll;

int main() {
    int m;
    if (!(cin >> m)) return 0;
    vector<array<ll, 4>> w(m);
    for (auto &s : w) cin >> s[0] >> s[1] >> s[2] >> s[3];
    int q;
    cin >> q;
    string out;
    char buf[64];
    while (q--) {
        ll px, py;
        cin >> px >> py;
        double best = 1e300;   // smallest squared distance
        for (auto &s : w) {
            ll ax = s[0], ay = s[1], bx = s[2], by = s[3];
            ll vx = bx - ax, vy = by - ay, wx = px - ax, wy = py - ay;
            ll dot = vx * wx + vy * wy, len2 = vx * vx + vy * vy;
            double d2;
            if (dot <= 0) d2 = (double)(wx * wx + wy * wy);                       // closest to A
            else if (dot >= len2) d2 = (double)((px - bx) * (px - bx) + (py - by) * (py - by));  // closest to B
            else {                                                                 // perpendicular foot
                ll cr = vx * wy - vy * wx;
                d2 = (double)cr * (double)cr / (double)len2;
            }
            best = min(best, d2);
        }
        snprintf(buf, sizeof buf, "%.6f\n", sqrt(best));
        out += buf;
    }
    fputs(out.c_str(), stdout);
    return 0;
}
