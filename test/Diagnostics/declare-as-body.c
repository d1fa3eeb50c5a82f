// RUN: %accc -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s

// A `declare` directive in a function whose block is not its own: the
// whole body of a construct (clang accepts a declaration there). Its data
// would live for the directive alone; accc reports it (a fuzzing find of
// seed 19, whose GPU and host compiles failed: the region of the `declare`
// ran to the end of the enclosing block, across the construct's end).

int main(void) {
  int n = 100;
  double c[100];
#pragma acc data copyin(c[0:n])
// expected-error@+1 {{this 'declare' directive is the whole body of the construct or statement before it, so its data would live for the directive alone: write it in a block ('{ ... }') with the code that uses the data}}
#pragma acc declare copyout(c[0:n])
  for (int i = 0; i < n; ++i)
    c[i] = i;
  {
    double d[100];
#pragma acc declare copyin(d[0:n])
#pragma acc parallel loop
    for (int i = 0; i < n; ++i)
      d[i] = 1;
  }
  return 0;
}
