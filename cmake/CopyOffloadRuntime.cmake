# CopyOffloadRuntime.cmake -DSRC=<libomptarget.so.22.1> -DDIR=<lib dir>
# Puts accc's libomptarget (tools/accc/CMakeLists.txt) into DIR with its
# link name, where SRC exists; removes an older copy where it does not (the
# programs then use the system's libomptarget).
if(EXISTS "${SRC}")
  file(MAKE_DIRECTORY "${DIR}")
  execute_process(COMMAND "${CMAKE_COMMAND}" -E copy_if_different "${SRC}"
                          "${DIR}/libomptarget.so.22.1")
  execute_process(COMMAND "${CMAKE_COMMAND}" -E create_symlink
                          libomptarget.so.22.1 "${DIR}/libomptarget.so")
else()
  file(REMOVE "${DIR}/libomptarget.so.22.1" "${DIR}/libomptarget.so")
endif()
