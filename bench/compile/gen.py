#!/usr/bin/env python3
"""gen.py - generate a realistic OpenACC C program of about N lines (default
2,000) for the compile-time benchmark (bench/compile/run.sh).

usage: python3 bench/compile/gen.py [-o FILE] [--lines N] [--seed S]
       (default FILE build/bench-compile/big.c)

The program is a set of "physics" kernels, each function a different pattern
drawn with varied parameters (types, expressions, clauses, loop shapes):
element-wise maps, reductions of every operator, multi-reductions, 2-D
stencils inside data regions, gang/vector and gang/worker/vector nests,
collapse, matmul, enter/exit data lifetimes with update, deviceptr with
acc_malloc, host_data use_device, async/wait queues, private arrays,
firstprivate, if, default(none)/default(present), reductions on `parallel`,
triangular loops with gang(static:*), loop seq/auto/independent, struct
members in data clauses, file-scope declare create. main() allocates the
arrays, calls every kernel inside data regions and prints a checksum, so the
file is also a program: accc -acc=host big.c && ./a.out runs it.

Only constructs and clauses accc supports are used (docs/Status.md): no
kernels, serial, routine, atomic, tile. The output is deterministic for a seed.
"""
import argparse
import os
import random

WORDS = ["density", "pressure", "velocity", "energy", "flux", "temp", "mass",
         "charge", "field", "phase", "stress", "strain", "heat", "wave",
         "source", "sink", "drift", "coef", "weight", "level"]


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.count = 0
        self.funcs = []   # (name, call-kind, text)

    def name(self, kind):
        self.count += 1
        return "%s_%s_%d" % (self.r.choice(WORDS), kind, self.count)

    def fp(self):
        return self.r.choice(["double", "double", "float"])

    def const(self, t):
        v = "%.3f" % self.r.uniform(0.05, 2.5)
        return v + ("f" if t == "float" else "")

    def expr1(self, t, a, b, c, i):
        """An element-wise expression of a[i], b[i], c[i]."""
        k1, k2 = self.const(t), self.const(t)
        forms = [
            "{a}[{i}] + {k1} * {b}[{i}]",
            "{k1} * {a}[{i}] - {b}[{i}] * {c}[{i}]",
            "({a}[{i}] + {b}[{i}]) * {k2} + {c}[{i}]",
            "{a}[{i}] * {a}[{i}] + {k1} * {b}[{i}] - {k2}",
            "{b}[{i}] > {a}[{i}] ? {b}[{i}] - {a}[{i}] : {k1} * {c}[{i}]",
            "{a}[{i}] / ({k1} + {b}[{i}] * {b}[{i}])",
            "{k2} * ({a}[{i}] - {c}[{i}]) + {b}[{i}] * {k1}",
            "{c}[{i}] + {k1} * ({a}[{i}] + {b}[{i}]) * ({a}[{i}] - {b}[{i}])",
        ]
        return self.r.choice(forms).format(a=a, b=b, c=c, i=i, k1=k1, k2=k2)

    # ---- the kernel patterns; each returns (name, kind, text) -------------
    # kinds (how main calls it): "3" f(n, a, b, c) with double arrays,
    # "3f" float arrays, "2d" f(nx, ny, a, b), "red" returns a double.

    def k_map(self):
        t = self.fp()
        f = self.name("map")
        kind = "3f" if t == "float" else "3"
        clauses = self.r.choice([
            "copyin(a[0:n], b[0:n]) copyout(c[0:n])",
            "present(a[0:n], b[0:n], c[0:n])",
            "copyin(a[0:n], b[0:n]) copy(c[0:n])",
            "default(present)",
        ])
        vl = self.r.choice(["", " vector_length(128)", " vector_length(256)",
                            " num_gangs(1024)", ""])
        body = ["void %s(int n, const %s *restrict a, const %s *restrict b,"
                % (f, t, t),
                "    %s *restrict c) {" % t,
                "  // element-wise update of %s" % f.split("_")[0],
                "#pragma acc parallel loop %s%s" % (clauses, vl),
                "  for (int i = 0; i < n; ++i)"]
        if self.r.random() < 0.5:
            body += ["    c[i] = %s;" % self.expr1(t, "a", "b", "c", "i")]
        else:
            body += ["  {",
                     "    %s x = %s;" % (t, self.expr1(t, "a", "b", "c", "i")),
                     "    %s y = %s;" % (t, self.expr1(t, "b", "a", "c", "i")),
                     "    c[i] = x > y ? x - %s * y : y + %s * x;"
                     % (self.const(t), self.const(t)),
                     "  }"]
        body += ["}"]
        return f, kind, body

    def k_reduce(self):
        f = self.name("reduce")
        op, init, upd = self.r.choice([
            ("+", "0.0", "s += a[i] * b[i];"),
            ("+", "0.0", "s += a[i] > b[i] ? a[i] - b[i] : b[i] - a[i];"),
            ("max", "-1.0e300", "s = a[i] * b[i] > s ? a[i] * b[i] : s;"),
            ("min", "1.0e300", "s = a[i] + b[i] < s ? a[i] + b[i] : s;"),
            ("*", "1.0", "s *= 1.0 + 1.0e-6 * (a[i] - b[i]);"),
        ])
        where = self.r.choice(["combined", "parallel", "gangvector"])
        body = ["double %s(int n, const double *a, const double *b) {" % f,
                "  double s = %s;" % init]
        if where == "combined":
            body += ["#pragma acc parallel loop copyin(a[0:n], b[0:n]) "
                     "reduction(%s:s)" % op,
                     "  for (int i = 0; i < n; ++i)",
                     "    %s" % upd]
        elif where == "parallel":
            body += ["#pragma acc parallel copyin(a[0:n], b[0:n]) "
                     "reduction(%s:s)" % op,
                     "  {",
                     "#pragma acc loop gang",
                     "    for (int i = 0; i < n; ++i)",
                     "      %s" % upd,
                     "  }"]
        else:
            body += ["#pragma acc parallel vector_length(%d) "
                     "copyin(a[0:n], b[0:n])" % self.r.choice([64, 128, 256]),
                     "  {",
                     "#pragma acc loop gang vector reduction(%s:s)" % op,
                     "    for (int i = 0; i < n; ++i)",
                     "      %s" % upd,
                     "  }"]
        body += ["  return s;", "}"]
        return f, "red", body

    def k_int_reduce(self):
        f = self.name("count")
        t = self.r.choice(["int", "long"])
        ops = self.r.sample(["+", "max", "min", "|", "^", "&"], 2)
        inits = {"+": "0", "max": "-2147483647", "min": "2147483647",
                 "|": "0", "^": "0", "&": "-1"}
        upd = {"+": "r{k} += (a[i] > b[i]) + (int)(a[i] * 3.0) % 5;",
               "max": "r{k} = (int)(a[i] * 100.0) > r{k} ? (int)(a[i] * 100.0) : r{k};",
               "min": "r{k} = (int)(b[i] * 100.0) < r{k} ? (int)(b[i] * 100.0) : r{k};",
               "|": "r{k} |= 1 << ((int)(a[i] * 7.0) & 15);",
               "^": "r{k} ^= (int)(b[i] * 1000.0) & 255;",
               "&": "r{k} &= ~(1 << ((int)(b[i] * 9.0) & 7));"}
        body = ["double %s(int n, const double *a, const double *b) {" % f,
                "  %s r0 = %s, r1 = %s;" % (t, inits[ops[0]], inits[ops[1]]),
                "  int flag = 1;",
                "#pragma acc parallel loop copyin(a[0:n], b[0:n]) "
                "reduction(%s:r0) reduction(%s:r1) reduction(&&:flag)"
                % (ops[0], ops[1]),
                "  for (int i = 0; i < n; ++i) {",
                "    " + upd[ops[0]].format(k=0),
                "    " + upd[ops[1]].format(k=1),
                "    flag = flag && a[i] >= 0.0;",
                "  }",
                "  return (double)r0 + 0.5 * (double)r1 + flag;",
                "}"]
        return f, "red", body

    def k_multi_reduce(self):
        f = self.name("stats")
        body = ["double %s(int n, const double *a, const double *b) {" % f,
                "  double sum = 0.0, sq = 0.0, hi = -1.0e300, lo = 1.0e300;",
                "#pragma acc parallel loop copyin(a[0:n], b[0:n]) "
                "reduction(+:sum, sq) reduction(max:hi) reduction(min:lo)",
                "  for (int i = 0; i < n; ++i) {",
                "    double v = %s;" % self.expr1("double", "a", "b", "a", "i"),
                "    sum += v;",
                "    sq += v * v;",
                "    hi = v > hi ? v : hi;",
                "    lo = v < lo ? v : lo;",
                "  }",
                "  double mean = sum / n;",
                "  return mean + (sq / n - mean * mean) + (hi - lo);",
                "}"]
        return f, "red", body

    def k_stencil(self):
        f = self.name("stencil")
        it = self.r.choice([2, 4, 5, 8])
        w = self.const("double")
        form = self.r.choice(["collapse", "gangvector", "collapse_present"])
        body = ["void %s(int nx, int ny, double *restrict u, double *restrict v) {"
                % f,
                "  // %d Jacobi sweeps, the grids kept on the device" % it,
                "#pragma acc data copy(u[0:nx * ny]) create(v[0:nx * ny])",
                "  {",
                "    for (int t = 0; t < %d; ++t) {" % it]
        if form == "gangvector":
            body += ["#pragma acc parallel loop gang present(u[0:nx * ny], v[0:nx * ny])",
                     "      for (int i = 1; i < nx - 1; ++i) {",
                     "#pragma acc loop vector",
                     "        for (int j = 1; j < ny - 1; ++j)"]
        else:
            body += ["#pragma acc parallel loop collapse(2)%s"
                     % (" present(u[0:nx * ny], v[0:nx * ny])"
                        if form == "collapse_present" else ""),
                     "      for (int i = 1; i < nx - 1; ++i) {",
                     "        for (int j = 1; j < ny - 1; ++j)"]
        body += ["          v[i * ny + j] = %s * u[i * ny + j] + (1.0 - %s) * 0.25 *" % (w, w),
                 "              (u[(i - 1) * ny + j] + u[(i + 1) * ny + j] +",
                 "               u[i * ny + j - 1] + u[i * ny + j + 1]);",
                 "      }",
                 "#pragma acc parallel loop collapse(2)",
                 "      for (int i = 1; i < nx - 1; ++i)",
                 "        for (int j = 1; j < ny - 1; ++j)",
                 "          u[i * ny + j] = v[i * ny + j];"]
        if self.r.random() < 0.6:
            body += ["      if (t %% %d == 0) {" % max(1, it // 2),
                     "#pragma acc update self(u[ny:ny])",
                     "        u[ny] += 0.0;",
                     "      }"]
        body += ["    }", "  }", "}"]
        return f, "2d", body

    def k_matvec(self):
        f = self.name("matvec")
        vl = self.r.choice([32, 64, 128, 256])
        priv = self.r.random() < 0.5
        body = ["void %s(int nx, int ny, double *restrict m, double *restrict x) {"
                % f,
                "  // y = M x on the first ny entries of x; rows as gangs",
                "  int rows = nx < ny ? nx : ny;",
                "#pragma acc parallel loop gang vector_length(%d) "
                "copyin(m[0:nx * ny]) copy(x[0:ny])" % vl,
                "  for (int i = 0; i < rows; ++i) {",
                "    double s = 0.0;"]
        if priv:
            body += ["#pragma acc loop vector reduction(+:s)",
                     "    for (int j = 0; j < ny; ++j)",
                     "      s += m[i * ny + j] * (j < rows ? %s : 0.5);"
                     % self.r.choice(["1.0", "0.25", "m[j]"]),
                     "    x[i] = x[i] * 0.5 + s / ny;"]
        else:
            body += ["#pragma acc loop reduction(+:s)",
                     "    for (int j = 0; j < ny; ++j) {",
                     "      double w = m[i * ny + j];",
                     "      s += w * w * %s;" % self.const("double"),
                     "    }",
                     "    x[i] = s / ny;"]
        body += ["  }", "}"]
        return f, "2d", body

    def k_gwv(self):
        f = self.name("block")
        ng = self.r.choice([64, 128, 256])
        nw = self.r.choice([4, 8])
        vl = self.r.choice([32, 64])
        body = ["void %s(int nx, int ny, double *restrict a, double *restrict b) {"
                % f,
                "  // a 3-level nest: planes as gangs, rows as workers, columns as vector",
                "  int nz = 4, px = nx / nz;",
                "#pragma acc parallel num_gangs(%d) num_workers(%d) vector_length(%d) \\"
                % (ng, nw, vl),
                "    copyin(a[0:nx * ny]) copy(b[0:nx * ny])",
                "  {",
                "#pragma acc loop gang",
                "    for (int z = 0; z < nz; ++z) {",
                "#pragma acc loop worker",
                "      for (int i = 0; i < px; ++i) {",
                "#pragma acc loop vector",
                "        for (int j = 0; j < ny; ++j) {",
                "          int k = (z * px + i) * ny + j;",
                "          b[k] = %s;" % self.expr1("double", "a", "b", "a", "k"),
                "        }",
                "      }",
                "    }",
                "  }",
                "}"]
        return f, "2d", body

    def k_matmul(self):
        f = self.name("matmul")
        body = ["void %s(int nx, int ny, double *restrict a, double *restrict b) {"
                % f,
                "  // b[0:k*k] = a[0:k*k] * a[0:k*k] on the leading k x k block",
                "  int k = nx < ny ? nx : ny;",
                "  if (k > 64)",
                "    k = 64;"]
        if self.r.random() < 0.5:
            body += ["#pragma acc parallel loop collapse(2) copyin(a[0:k * k]) copy(b[0:k * k])",
                     "  for (int i = 0; i < k; ++i)",
                     "    for (int j = 0; j < k; ++j) {",
                     "      double s = 0.0;",
                     "#pragma acc loop seq",
                     "      for (int l = 0; l < k; ++l)",
                     "        s += a[i * k + l] * a[l * k + j];",
                     "      b[i * k + j] = s;",
                     "    }"]
        else:
            body += ["#pragma acc parallel loop gang copyin(a[0:k * k]) copy(b[0:k * k])",
                     "  for (int i = 0; i < k; ++i) {",
                     "#pragma acc loop vector",
                     "    for (int j = 0; j < k; ++j) {",
                     "      double s = 0.0;",
                     "      for (int l = 0; l < k; ++l)",
                     "        s += a[i * k + l] * a[l * k + j];",
                     "      b[i * k + j] = %s * s;" % self.const("double"),
                     "    }",
                     "  }"]
        body += ["}"]
        return f, "2d", body

    def k_lifetime(self):
        f = self.name("lifetime")
        t = "double"
        fin = self.r.choice(["copyout(c[0:n])", "copyout(c[0:n]) delete(tmp[0:n])"])
        body = ["void %s(int n, const double *restrict a, const double *restrict b," % f,
                "    double *restrict c) {",
                "  // unstructured lifetime: enter data, work, update, exit data",
                "  double *tmp = (double *)malloc(sizeof(double) * n);",
                "#pragma acc enter data copyin(a[0:n], b[0:n]) create(tmp[0:n], c[0:n])",
                "#pragma acc parallel loop present(a[0:n], b[0:n], tmp[0:n])",
                "  for (int i = 0; i < n; ++i)",
                "    tmp[i] = %s;" % self.expr1(t, "a", "b", "a", "i"),
                "#pragma acc update self(tmp[0:n / 2])",
                "  for (int i = 0; i < n / 2; ++i)",
                "    tmp[i] = tmp[i] * 0.5;",
                "#pragma acc update device(tmp[0:n / 2])",
                "#pragma acc parallel loop present(tmp[0:n], c[0:n])",
                "  for (int i = 0; i < n; ++i)",
                "    c[i] = tmp[i] + %s;" % self.const(t),
                "#pragma acc exit data %s" % fin,
                "#pragma acc exit data delete(a[0:n], b[0:n])%s"
                % ("" if "tmp" in fin else " delete(tmp[0:n])"),
                "  free(tmp);",
                "}"]
        return f, "3", body

    def k_deviceptr(self):
        f = self.name("scratch")
        body = ["void %s(int n, const double *restrict a, const double *restrict b," % f,
                "    double *restrict c) {",
                "  // device scratch space from acc_malloc",
                "  double *d = (double *)acc_malloc(sizeof(double) * n);",
                "#pragma acc parallel loop deviceptr(d) copyin(a[0:n], b[0:n])",
                "  for (int i = 0; i < n; ++i)",
                "    d[i] = %s;" % self.expr1("double", "a", "b", "b", "i"),
                "#pragma acc parallel loop deviceptr(d) copyout(c[0:n])",
                "  for (int i = 0; i < n; ++i)",
                "    c[i] = d[i] * d[i] - %s;" % self.const("double"),
                "  acc_free(d);",
                "}"]
        return f, "3", body

    def k_host_data(self):
        f = self.name("library")
        h = "dev_" + f
        body = ["static void %s(int n, double *p, double s) {" % h,
                "  // a 'library' routine that takes device addresses",
                "#pragma acc parallel loop deviceptr(p)",
                "  for (int i = 0; i < n; ++i)",
                "    p[i] = s * p[i] + %s;" % self.const("double"),
                "}",
                "",
                "void %s(int n, const double *restrict a, const double *restrict b," % f,
                "    double *restrict c) {",
                "#pragma acc data copyin(a[0:n]) copy(c[0:n])",
                "  {",
                "#pragma acc parallel loop present(a[0:n], c[0:n])",
                "    for (int i = 0; i < n; ++i)",
                "      c[i] = a[i] + c[i];",
                "#pragma acc host_data use_device(c)",
                "    %s(n, c, %s);" % (h, self.const("double")),
                "  }",
                "  (void)b;",
                "}"]
        return f, "3", body

    def k_async(self):
        f = self.name("pipeline")
        q1, q2 = self.r.sample([1, 2, 3, 4, 5], 2)
        body = ["void %s(int n, const double *restrict a, const double *restrict b," % f,
                "    double *restrict c) {",
                "  // two halves on two queues, then a join",
                "  int h = n / 2;",
                "#pragma acc data copyin(a[0:n], b[0:n]) copyout(c[0:n])",
                "  {",
                "#pragma acc parallel loop async(%d) present(a[0:n], b[0:n], c[0:n])" % q1,
                "    for (int i = 0; i < h; ++i)",
                "      c[i] = %s;" % self.expr1("double", "a", "b", "a", "i"),
                "#pragma acc parallel loop async(%d) present(a[0:n], b[0:n], c[0:n])" % q2,
                "    for (int i = h; i < n; ++i)",
                "      c[i] = %s;" % self.expr1("double", "b", "a", "b", "i"),
                "#pragma acc wait(%d, %d)" % (q1, q2),
                "#pragma acc parallel loop present(c[0:n]) wait",
                "    for (int i = 0; i < n; ++i)",
                "      c[i] *= %s;" % self.const("double"),
                "  }",
                "}"]
        return f, "3", body

    def k_private(self):
        f = self.name("local")
        m = self.r.choice([3, 4, 6, 8])
        body = ["void %s(int n, const double *restrict a, const double *restrict b," % f,
                "    double *restrict c) {",
                "  // a small per-iteration work array (private)",
                "  double w[%d];" % m,
                "  double scale = %s;" % self.const("double"),
                "#pragma acc parallel loop private(w) firstprivate(scale) \\",
                "    copyin(a[0:n], b[0:n]) copyout(c[0:n]) if(n > %d)"
                % self.r.choice([16, 256, 4096]),
                "  for (int i = 0; i < n; ++i) {",
                "    for (int k = 0; k < %d; ++k)" % m,
                "      w[k] = a[i] * (k + 1) + b[i] * scale;",
                "    double s = 0.0;",
                "    for (int k = 0; k < %d; ++k)" % m,
                "      s += w[k] * w[%d - 1 - k];" % m,
                "    c[i] = s;",
                "  }",
                "}"]
        return f, "3", body

    def k_default_none(self):
        f = self.name("strict")
        body = ["void %s(int n, const double *restrict a, const double *restrict b," % f,
                "    double *restrict c) {",
                "  const double alpha = %s, beta = %s;" % (self.const("double"),
                                                           self.const("double")),
                "  double total = 0.0;",
                "#pragma acc parallel loop default(none) copyin(a[0:n], b[0:n]) \\",
                "    copyout(c[0:n]) firstprivate(n, alpha, beta) reduction(+:total)",
                "  for (int i = 0; i < n; ++i) {",
                "    c[i] = alpha * a[i] + beta * b[i];",
                "    total += c[i];",
                "  }",
                "  c[0] += 1.0e-9 * total;",
                "}"]
        return f, "3", body

    def k_triangular(self):
        f = self.name("tri")
        body = ["void %s(int nx, int ny, double *restrict a, double *restrict b) {"
                % f,
                "  // a lower-triangular sweep: unbalanced rows, static gang schedule",
                "  int k = nx < ny ? nx : ny;",
                "#pragma acc parallel loop gang(static:*) copyin(a[0:k * k]) copy(b[0:k])",
                "  for (int i = 0; i < k; ++i) {",
                "    double s = 0.0;",
                "#pragma acc loop vector reduction(+:s)",
                "    for (int j = 0; j <= i; ++j)",
                "      s += a[i * k + j] * %s;" % self.const("double"),
                "    b[i] = s;",
                "  }",
                "}"]
        return f, "2d", body

    def k_seq_outer(self):
        f = self.name("sweep")
        steps = self.r.choice([3, 4, 6])
        body = ["void %s(int nx, int ny, double *restrict a, double *restrict b) {"
                % f,
                "  // a sequential outer (time) loop inside one compute region",
                "#pragma acc parallel copy(a[0:nx * ny]) copyin(b[0:ny])",
                "  {",
                "#pragma acc loop seq",
                "    for (int t = 1; t < %d; ++t) {" % steps,
                "#pragma acc loop %s" % self.r.choice(["gang vector", "independent gang",
                                                         "gang"]),
                "      for (int j = 0; j < ny; ++j)",
                "        a[t * ny + j] = a[(t - 1) * ny + j] * %s + b[j];"
                % self.const("double"),
                "    }",
                "  }",
                "}"]
        return f, "2d", body

    def k_auto(self):
        f = self.name("transpose")
        body = ["void %s(int nx, int ny, double *restrict a, double *restrict b) {"
                % f,
                "  // out-of-place transpose of the leading k x k block",
                "  int k = nx < ny ? nx : ny;",
                "#pragma acc parallel copyin(a[0:k * k]) copy(b[0:k * k])",
                "  {",
                "#pragma acc loop gang",
                "    for (int i = 0; i < k; ++i) {",
                "#pragma acc loop %s" % self.r.choice(["auto", "vector", "worker",
                                                       "independent"]),
                "      for (int j = 0; j < k; ++j)",
                "        b[j * k + i] = a[i * k + j];",
                "    }",
                "  }",
                "}"]
        return f, "2d", body

    def k_struct(self):
        f = self.name("particles")
        body = ["void %s(int n, const double *restrict a, const double *restrict b," % f,
                "    double *restrict c) {",
                "  // arrays held by a struct, mapped through its members",
                "  struct particles_s p;",
                "  p.n = n;",
                "  p.x = (double *)a;",
                "  p.v = (double *)b;",
                "  p.out = c;",
                "#pragma acc data copyin(p.x[0:n], p.v[0:n]) copyout(p.out[0:n])",
                "  {",
                "#pragma acc parallel loop present(p.x[0:n], p.v[0:n], p.out[0:n])",
                "    for (int i = 0; i < n; ++i)",
                "      p.out[i] = p.x[i] + %s * p.v[i];" % self.const("double"),
                "  }",
                "}"]
        return f, "3", body

    def k_global(self):
        f = self.name("global")
        body = ["void %s(int n, const double *restrict a, const double *restrict b," % f,
                "    double *restrict c) {",
                "  // a file-scope table (declare create) refreshed on the device",
                "  for (int k = 0; k < TABLE; ++k)",
                "    table[k] = %s * k;" % self.const("double"),
                "#pragma acc update device(table[0:TABLE])",
                "#pragma acc parallel loop copyin(a[0:n], b[0:n]) copyout(c[0:n])",
                "  for (int i = 0; i < n; ++i)",
                "    c[i] = a[i] * table[i % TABLE] + b[i];",
                "}"]
        return f, "3", body

    PATTERNS = ["k_map", "k_map", "k_reduce", "k_int_reduce", "k_multi_reduce",
                "k_stencil", "k_matvec", "k_gwv", "k_matmul", "k_lifetime",
                "k_deviceptr", "k_host_data", "k_async", "k_private",
                "k_default_none", "k_triangular", "k_seq_outer", "k_auto",
                "k_struct", "k_global", "k_map", "k_reduce"]

    def header(self):
        return ["// big.c - generated by bench/compile/gen.py (do not edit): an",
                "// OpenACC program of many kernels for the compile-time benchmark.",
                "#include <openacc.h>",
                "#include <stdio.h>",
                "#include <stdlib.h>",
                "",
                "#define TABLE 64",
                "double table[TABLE];",
                "#pragma acc declare create(table)",
                "",
                "struct particles_s {",
                "  int n;",
                "  double *x, *v, *out;",
                "};",
                "",
                "// keeps the values main passes from kernel to kernel bounded",
                "static void renorm(int n, double *c, float *fc) {",
                "#pragma acc parallel loop present(c[0:n], fc[0:n])",
                "  for (int i = 0; i < n; ++i) {",
                "    c[i] = c[i] / (1.0 + (c[i] < 0.0 ? -c[i] : c[i]));",
                "    fc[i] = fc[i] / (1.0f + (fc[i] < 0.0f ? -fc[i] : fc[i]));",
                "  }",
                "}",
                ""]

    def main(self, funcs):
        out = ["int main(int argc, char **argv) {",
               "  int n = argc > 1 ? atoi(argv[1]) : 4096;",
               "  int nx = 64, ny = n / 64;",
               "  double *a = (double *)malloc(sizeof(double) * n);",
               "  double *b = (double *)malloc(sizeof(double) * n);",
               "  double *c = (double *)malloc(sizeof(double) * n);",
               "  float *fa = (float *)malloc(sizeof(float) * n);",
               "  float *fb = (float *)malloc(sizeof(float) * n);",
               "  float *fc = (float *)malloc(sizeof(float) * n);",
               "  double *s = (double *)malloc(sizeof(double) * n);",
               "  for (int i = 0; i < n; ++i) {",
               "    a[i] = 1.0 + (i % 97) * 0.01;",
               "    b[i] = 0.5 + (i % 89) * 0.02;",
               "    c[i] = 0.0;",
               "    fa[i] = (float)a[i];",
               "    fb[i] = (float)b[i];",
               "    fc[i] = 0.0f;",
               "    s[i] = 0.0;",
               "  }",
               "  double check = 0.0;",
               "#pragma acc data copyin(a[0:n], b[0:n], fa[0:n], fb[0:n]) "
               "copy(c[0:n], fc[0:n], s[0:n])",
               "  {"]
        for f, kind in funcs:
            if kind == "3":
                call = "%s(n, a, b, c);" % f
            elif kind == "3f":
                call = "%s(n, fa, fb, fc);" % f
            elif kind == "red":
                call = "check += 1.0e-6 * %s(n, a, b);" % f
            elif kind == "2d":
                call = "%s(nx, ny, c, s);" % f
            out.append("    %s renorm(n, c, fc);" % call)
        out += ["  }",
                "  for (int i = 0; i < n; ++i)",
                "    check += 1.0e-6 * (c[i] + fc[i]);",
                "  printf(\"checksum %.6e\\n\", check);",
                "  free(a);",
                "  free(b);",
                "  free(c);",
                "  free(fa);",
                "  free(fb);",
                "  free(fc);",
                "  free(s);",
                "  return 0;",
                "}"]
        return out

    def generate(self, lines):
        head = self.header()
        body, funcs = [], []
        order = list(self.PATTERNS)
        while True:
            if not order:
                order = list(self.PATTERNS)
            self.r.shuffle(order)
            p = order.pop()
            f, kind, text = getattr(self, p)()
            # the main: a fixed part + one line per function
            est = len(head) + len(body) + len(text) + 1 + 37 + len(funcs) + 1
            if est > lines and funcs:
                break
            body += text + [""]
            funcs.append((f, kind))
        out = head + body + self.main(funcs)
        # pad with comment lines to the exact length wanted
        while len(out) < lines:
            out.insert(len(head), "// (padding)")
        return out, len(funcs)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("-o", "--output", default="build/bench-compile/big.c")
    ap.add_argument("--lines", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=2026)
    args = ap.parse_args()
    out, nfuncs = Gen(args.seed).generate(args.lines)
    d = os.path.dirname(args.output)
    if d:
        os.makedirs(d, exist_ok=True)
    with open(args.output, "w") as f:
        f.write("\n".join(out) + "\n")
    print("gen.py: wrote %s: %d lines, %d kernels" % (args.output, len(out),
                                                        nfuncs))


if __name__ == "__main__":
    main()
