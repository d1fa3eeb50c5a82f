// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=host %s -o %t.host && %t.host
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc

// ClauseChecks rule 17 in C++: a lambda written in a function with a
// routine directive is compiled for the device with it, so a compute
// construct in the lambda's body is in device code too (before, the GPU
// compile failed: "variable captured in declare target region must appear
// in a to clause"). On multicore and host the construct runs.

double coefs[4] = {1, 2, 3, 4};

#pragma acc routine seq
double sum() {
  auto f = [&]() {
    double s = 0;
    // expected-error@+1 {{OpenACC 'parallel loop' construct in 'sum', a function with a 'routine' directive, is not supported yet for the GPU}}
#pragma acc parallel loop reduction(+ : s)
    for (int i = 0; i < 4; ++i)
      s += coefs[i];
    return s;
  };
  return f();
}

// A lambda in a function without a routine directive is host code.
double twice() {
  auto g = [&]() {
    double s = 0;
#pragma acc parallel loop reduction(+ : s) copyin(coefs)
    for (int i = 0; i < 4; ++i)
      s += 2 * coefs[i];
    return s;
  };
  return g();
}

int main() { return sum() == 10 && twice() == 20 ? 0 : 1; }
